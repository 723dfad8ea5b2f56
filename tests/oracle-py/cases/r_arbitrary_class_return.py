# Case: a plain class as the return annotation: the SDK builds an output model from its type hints, fastmcp wraps it.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_arbitrary_class_return")


class Handle:
    path: str
    size: int

    def __init__(self, path: str, size: int) -> None:
        self.path = path
        self.size = size


@mcp.tool()
def open_file(path: str) -> Handle:
    """A plain class returned [sum]."""
    return Handle(path, 0)


if __name__ == "__main__":
    mcp.run()
