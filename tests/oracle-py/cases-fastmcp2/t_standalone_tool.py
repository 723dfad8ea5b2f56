# Case: fastmcp's standalone `tool` decorator marks methods and functions with their options, and `add_tool` registers them: an instance's method, a classmethod under it, and a module function.
from fastmcp import FastMCP
from fastmcp.tools import tool

mcp = FastMCP("t_standalone_tool")


class Inventory:
    """Stock by item [model]."""

    def __init__(self, site: str):
        self.site = site

    @tool(name="stock_level", description="How many of an item are in stock [option].", tags={"stock"})
    def level(self, item: str, warehouse: str = "main") -> int:
        """Count an item [sum]."""
        return 0

    @classmethod
    @tool(title="List sites [title]")
    def sites(cls, active: bool = True) -> list[str]:
        """List the sites [sum]."""
        return []


@tool
def ping(target: str) -> str:
    """Check that a target answers [sum]."""
    return target


inventory = Inventory("north")
mcp.add_tool(inventory.level)
mcp.add_tool(Inventory.sites)
mcp.add_tool(ping)

if __name__ == "__main__":
    mcp.run()
