# Case: IntFlag and Flag parameters, and an int Enum with negative and zero values.
from enum import Enum, Flag, IntFlag

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_int_flag")


class Perm(IntFlag):
    READ = 4
    WRITE = 2
    EXEC = 1


class Feature(Flag):
    A = 1
    B = 2


class Offset(int, Enum):
    BEFORE = -1
    AT = 0
    AFTER = 1


@mcp.tool()
def chmod(perm: Perm, offset: Offset = Offset.AT) -> int:
    """An IntFlag and an int Enum with negative values [sum]."""
    return int(perm)


@mcp.tool()
def toggle(feature: Feature) -> str:
    """A Flag [sum]."""
    return str(feature)


if __name__ == "__main__":
    mcp.run()
