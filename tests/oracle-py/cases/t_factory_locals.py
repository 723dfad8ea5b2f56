# Case: a factory whose tools' descriptions name its parameter (known only when it runs), a name from a local variable, and a module constant that a parameter of the same name hides.
from mcp.server.fastmcp import FastMCP

LABEL = "module label [dec]"


def build(local_tz: str, LABEL: str) -> FastMCP:
    mcp = FastMCP("t_factory_locals")
    name = "local_named"

    @mcp.tool(description=f"The time in {local_tz} [dec]")
    def current_time(timezone: str) -> str:
        return timezone

    @mcp.tool(name=name)
    def named(x: int) -> int:
        """A name from a local variable [sum]."""
        return x

    @mcp.tool(description=LABEL)
    def labelled(x: int) -> int:
        return x

    @mcp.tool()
    def plain(x: int) -> int:
        """A plain tool [sum]."""
        return x

    return mcp


if __name__ == "__main__":
    build("Europe/Paris", "parameter label [dec]").run()
