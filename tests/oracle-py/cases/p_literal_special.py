# Case: Literal of booleans, of None, mixed with None, with quotes and backslashes, and a union of Literals.
from typing import Literal, Optional

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_literal_special")


@mcp.tool()
def flags(always: Literal[True], never: Literal[False] = False, nothing: Literal[None] = None) -> str:
    """Boolean and None literals [sum]."""
    return "ok"


@mcp.tool()
def quoted(sep: Literal["'", '"', "\\", "\t"] = "\t", mode: Literal["a", None] = None) -> str:
    """Literal strings needing escapes, and a Literal with None [sum]."""
    return sep


@mcp.tool()
def joined(kind: Literal["x", "y"] | Literal["z"], level: Optional[Literal[1, 2, 3]] = None) -> str:
    """A union of Literals and an Optional int Literal [sum]."""
    return kind


if __name__ == "__main__":
    mcp.run()
