# Case: StringConstraints with strip_whitespace/to_lower (no schema) beside lengths, and constr with to_upper.
from typing import Annotated

from pydantic import StringConstraints, constr

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("b_string_constraints")

Name = Annotated[str, StringConstraints(strip_whitespace=True, to_lower=True, max_length=32)]


@mcp.tool()
def register(name: Name, code: constr(to_upper=True, min_length=2) = "AA") -> str:
    """Normalising string constraints [sum]."""
    return name


if __name__ == "__main__":
    mcp.run()
