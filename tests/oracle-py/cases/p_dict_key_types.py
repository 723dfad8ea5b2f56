# Case: dict keys other than str: int, a str Enum, a Literal, and a bool.
from enum import Enum
from typing import Literal

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_dict_key_types")


class Lang(str, Enum):
    EN = "en"
    DE = "de"


@mcp.tool()
def translate(by_id: dict[int, str], by_lang: dict[Lang, str]) -> int:
    """int and Enum keys [sum]."""
    return 0


@mcp.tool()
def flags(by_kind: dict[Literal["a", "b"], int], by_bool: dict[bool, str] = {}) -> int:
    """Literal and bool keys [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
