# Case: parameter defaults naming module constants, at the top and in a register helper.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_constant_defaults")

DEFAULT_LIMIT = 10
PREFIX = "log"
RATIO = 0.5
TAGS = ["a", "b"]
COUNT = 1
COUNT = 2


@mcp.tool()
def search(query: str, limit: int = DEFAULT_LIMIT, prefix: str = PREFIX, ratio: float = RATIO) -> str:
    """Constants as defaults [sum]."""
    return query


@mcp.tool()
def tagged(tags: list[str] = TAGS) -> int:
    """A list constant as a default [sum]."""
    return len(tags)


@mcp.tool()
def counted(n: int = COUNT) -> int:
    """A constant bound twice [sum]."""
    return n


def register(server: FastMCP) -> None:
    @server.tool()
    def later(x: int = LATER) -> int:
        """A constant bound below the helper, before it is called [sum]."""
        return x


LATER = 7
register(mcp)


if __name__ == "__main__":
    mcp.run()
