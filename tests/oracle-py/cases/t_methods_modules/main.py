# Case: methods of project classes handed to the server: an instance made in another module, a classmethod of a class imported from there, and a method of the module's own class registered under options.
from mcp.server.fastmcp import FastMCP

from app.store import Store, shared

mcp = FastMCP("t_methods_modules")


class Local:
    """A local helper [model]."""

    def rename(self, old: str, new: str = "x") -> str:
        """Rename an entry [sum]."""
        return new

    @staticmethod
    def echo(text: str) -> str:
        """Echo the text [sum]."""
        return text


local = Local()
mcp.add_tool(shared.lookup)
mcp.add_tool(Store.count)
mcp.tool(name="rename_entry", description="Rename one entry [option].")(local.rename)
mcp.add_tool(local.echo)

if __name__ == "__main__":
    mcp.run()
