# Case: non-ASCII text everywhere: a docstring, Field descriptions, Literal values, an Enum and a default; sent as UTF-8, not escaped.
from enum import Enum
from typing import Annotated, Literal

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_unicode_text")


class Umlaut(str, Enum):
    AE = "ä"
    OE = "ö"


@mcp.tool()
def übersetzen(
    text: Annotated[str, Field(description="Zu übersetzender Text — «quoted» [field-ann]")],
    ziel: Literal["日本語", "français"] = "français",
    zeichen: Umlaut = Umlaut.AE,
) -> str:
    """Übersetzt einen Text 🌍 [sum]."""
    return text


if __name__ == "__main__":
    mcp.run()
