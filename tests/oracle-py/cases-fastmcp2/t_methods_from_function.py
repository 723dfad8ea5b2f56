# Case: methods handed to Tool.from_function and to mcp.tool(...): a bound method with options, a staticmethod and a classmethod through the class.
from fastmcp import FastMCP
from fastmcp.tools import Tool

mcp = FastMCP("t_methods_from_function")


class Catalog:
    """A catalog [model]."""

    def find(self, query: str, limit: int = 5) -> str:
        """Find items [sum]."""
        return query

    @staticmethod
    def normalize(text: str) -> str:
        """Normalize a name [sum]."""
        return text.lower()

    @classmethod
    def kinds(cls, verbose: bool = False) -> list[str]:
        """List the kinds of items [sum]."""
        return []


catalog = Catalog()
mcp.add_tool(Tool.from_function(catalog.find, name="find_items", tags={"read"}))
mcp.add_tool(Tool.from_function(Catalog.normalize))
mcp.tool(Catalog.kinds)

if __name__ == "__main__":
    mcp.run()
