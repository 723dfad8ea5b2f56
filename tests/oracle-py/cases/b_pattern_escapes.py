# Case: regex patterns with escapes, anchors, classes and unicode, in Field, constr and StringConstraints.
from typing import Annotated

from pydantic import Field, StringConstraints, constr

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("b_pattern_escapes")


@mcp.tool()
def validate(
    email: str = Field(pattern=r"^[\w.+-]+@[\w-]+\.[\w.]+$"),
    version: constr(pattern=r"^\d+\.\d+(\.\d+)?$") = "1.0",
    slug: Annotated[str, StringConstraints(pattern=r"^[a-z0-9-]+$", min_length=3)] = "abc",
    word: str = Field("é", pattern="^[äöüé]+$"),
) -> bool:
    """Patterns [sum]."""
    return True


if __name__ == "__main__":
    mcp.run()
