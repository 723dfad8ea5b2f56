# Case: escapes that name code points (hex, 16- and 32-bit unicode, octal, bell-style) in descriptions, a default and a Literal.
from typing import Literal

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_description_code_point_escapes")


@mcp.tool(description="Archive a note.\u200b Then call \x41rchive again \U0001F600 [dec].")
def archive(
    note_id: str = Field(description="Caf\u00e9 id\101\tend\a\b\f\v [field]"),
    mark: Literal["\u2713", "\x78"] = "\u2713",
) -> str:
    return note_id


@mcp.tool()
def tagged(tag: str = "\u00e9t\u00e9") -> str:
    """Tag with a zero\u200dwidth joiner and a caf\xe9 [sum]."""
    return tag


if __name__ == "__main__":
    mcp.run()
