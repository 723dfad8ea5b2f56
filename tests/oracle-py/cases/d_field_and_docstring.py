# Case: a parameter described both by Field(description=) and the docstring's Args section.
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_field_and_docstring")


@mcp.tool()
def both(
    city: Annotated[str, Field(description="City name [field]")],
    days: int = Field(3, description="Forecast days [field]"),
    units: str = "metric",
) -> str:
    """Weather forecast [sum].

    Args:
        city: City from the docstring [doc].
        days: Days from the docstring [doc].
        units: Units only in the docstring [doc].
    """
    return city


if __name__ == "__main__":
    mcp.run()
