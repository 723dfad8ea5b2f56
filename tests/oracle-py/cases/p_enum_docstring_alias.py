# Case: an Enum with a docstring and an alias member (two names, one value), and a str Enum whose values differ from the names.
from enum import Enum

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_enum_docstring_alias")


class Region(str, Enum):
    """Where the data lives [model]."""

    EU = "eu-west-1"
    US = "us-east-1"
    EUROPE = "eu-west-1"


class Format(Enum):
    """Output format.

    Chosen per request [model].
    """

    JSON = "application/json"
    CSV = "text/csv"


@mcp.tool()
def store(region: Region, fmt: Format = Format.JSON) -> str:
    """Enums with docstrings and an alias member [sum]."""
    return region.value


if __name__ == "__main__":
    mcp.run()
