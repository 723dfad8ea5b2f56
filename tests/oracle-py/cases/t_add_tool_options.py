# Case: add_tool with structured_output=, annotations=ToolAnnotations and title= together, on sync and async functions.
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations


def ping(host: str) -> str:
    """Ping a host [sum]."""
    return host


async def fetch(url: str) -> dict[str, str]:
    """Fetch a URL [sum]."""
    return {}


mcp = FastMCP("t_add_tool_options")
mcp.add_tool(ping, title="Ping [title]", structured_output=False)
mcp.add_tool(fetch, annotations=ToolAnnotations(openWorldHint=True), structured_output=True)

if __name__ == "__main__":
    mcp.run()
