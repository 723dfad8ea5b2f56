# Case: servers of FastMCP subclasses, one overriding only a transport method, one deriving from
# it and overriding `tool`, mounted with a positional namespace (2.x's prefix).
from fastmcp import FastMCP


class AppMCP(FastMCP):
    """A subclass that changes nothing about tools [cls]."""

    def http_app(self, *args, **kwargs):
        return super().http_app(*args, **kwargs)


class Wrapping(AppMCP):
    """A subclass that wraps every tool it registers [cls]."""

    def tool(self, name_or_fn=None, **kwargs):
        return super().tool(name_or_fn, **kwargs)


mcp = AppMCP("t_subclass")
other = Wrapping("other")


@mcp.tool
def plain(query: str) -> str:
    """On a subclass server [sum]."""
    return query


@other.tool
def wrapped(count: int) -> int:
    """On a subclass overriding tool [sum]."""
    return count


mcp.mount(other, "w")

if __name__ == "__main__":
    mcp.run()
