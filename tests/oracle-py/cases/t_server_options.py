# Case: FastMCP(name=..., instructions=...) keywords that leave the tools as they are, beside a lifespan.
from contextlib import asynccontextmanager

from mcp.server.fastmcp import FastMCP


@asynccontextmanager
async def lifespan(server):
    yield {"db": None}


mcp = FastMCP(name="t_server_options", instructions="Use the tools below.", lifespan=lifespan)


@mcp.tool()
def status() -> str:
    """Server status [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
