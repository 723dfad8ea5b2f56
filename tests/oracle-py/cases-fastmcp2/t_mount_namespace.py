# Case: sub-servers mounted under a namespace keyword (3.x and 4.x; 2.x takes only `prefix`), a
# mount of a mounted server, and one mounted without a namespace.
from fastmcp import FastMCP

mcp = FastMCP("t_mount_namespace")
api = FastMCP("api")
inner = FastMCP("inner")
plain = FastMCP("plain")


@mcp.tool
def own(query: str) -> str:
    """The parent's own tool [sum]."""
    return query


@api.tool
def fetch(url: str) -> str:
    """Mounted under a namespace [sum]."""
    return url


@inner.tool
def deep(level: int) -> int:
    """Mounted into a mounted server [sum]."""
    return level


@plain.tool
def flat(value: int) -> int:
    """Mounted without a namespace [sum]."""
    return value


api.mount(inner, namespace="in")
mcp.mount(api, namespace="api")
mcp.mount(plain)

if __name__ == "__main__":
    mcp.run()
