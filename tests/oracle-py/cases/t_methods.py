# Case: a bound method, a staticmethod and a classmethod registered with add_tool.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_methods")


class Store:
    """A store [model]."""

    def get(self, key: str) -> str:
        """Bound method [sum]."""
        return key

    @staticmethod
    def stat(key: str) -> str:
        """Static method [sum]."""
        return key

    @classmethod
    def make(cls, key: str) -> str:
        """Class method [sum]."""
        return key


store = Store()
mcp.add_tool(store.get)
mcp.add_tool(Store.stat)
mcp.add_tool(Store.make)


if __name__ == "__main__":
    mcp.run()
