# Case: registrations under conditions: the environment, module constants, TYPE_CHECKING, and in functions called or not.
import os
from typing import TYPE_CHECKING

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_conditions")

DEBUG = False

if os.environ.get("TOOLSIGHT_ORACLE_ADMIN"):

    @mcp.tool()
    def drop_all() -> str:
        """Only with the variable set [sum]."""
        return "dropped"


if DEBUG:

    @mcp.tool()
    def debug_dump() -> str:
        """Never: DEBUG is False [sum]."""
        return "dump"

elif not DEBUG:

    @mcp.tool()
    def release_info() -> str:
        """Always: the elif holds [sum]."""
        return "1.0"

else:

    @mcp.tool()
    def unreachable() -> str:
        """Never: an earlier branch was taken [sum]."""
        return "x"


if TYPE_CHECKING:

    @mcp.tool()
    def typing_only() -> str:
        """Never at run time [sum]."""
        return "x"


def later():
    @mcp.tool()
    def never_registered() -> str:
        """Nobody calls later() [sum]."""
        return "x"


def setup():
    @mcp.tool()
    def from_setup(n: int) -> int:
        """Registered by setup(), called below [sum]."""
        return n


setup()


@mcp.tool()
def ping() -> str:
    """Unconditional [sum]."""
    return "pong"


if __name__ == "__main__":
    mcp.run()
