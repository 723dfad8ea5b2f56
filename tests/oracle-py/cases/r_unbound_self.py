# Case: an unbound method with self/cls registered directly: self becomes a parameter.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_unbound_self")


class Repo:
    def find(self, name: str) -> str:
        """Unbound method [sum]."""
        return name


def with_cls(cls, name: str) -> str:
    """A function whose first parameter is called cls [sum]."""
    return name


mcp.add_tool(Repo.find)
mcp.add_tool(with_cls)


if __name__ == "__main__":
    mcp.run()
