# Case: registration without decorator syntax: mcp.tool()(fn), a register(mcp) helper, a loop.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_call_forms")


def ping(host: str) -> str:
    """Registered with mcp.tool()(fn) [sum]."""
    return host


mcp.tool(name="ping_host")(ping)


def register(server: FastMCP) -> None:
    @server.tool()
    def helper_tool(n: int) -> int:
        """Registered inside a helper [sum]."""
        return n


register(mcp)


def make_getter(field: str):
    def getter(key: str) -> str:
        """Registered in a loop [sum]."""
        return field + key

    return getter


for field_name in ("alpha", "beta"):
    mcp.add_tool(make_getter(field_name), name="get_" + field_name)


if __name__ == "__main__":
    mcp.run()
