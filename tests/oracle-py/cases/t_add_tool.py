# Case: mcp.add_tool(fn, ...) with name=, description=, title=, annotations=, and a lambda.
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("t_add_tool")


def plain(x: int) -> int:
    """Plain function added imperatively [sum]."""
    return x


def renamed(text: str) -> str:
    """Docstring that description= replaces [sum]."""
    return text


def annotated(text: str) -> str:
    """Added with title and annotations [sum]."""
    return text


mcp.add_tool(plain)
mcp.add_tool(renamed, name="renamed_tool", description="Added description [dec]")
mcp.add_tool(annotated, title="Added Title [title]", annotations=ToolAnnotations(readOnlyHint=True))
mcp.add_tool(lambda a, b=2: a, name="lambda_tool", description="A lambda [dec]")


if __name__ == "__main__":
    mcp.run()
