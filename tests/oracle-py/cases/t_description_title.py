# Case: description= replacing the docstring, title=, both, and description="" (empty).
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_description_title")


@mcp.tool(description="Given description [dec]")
def described(x: int) -> int:
    """Docstring that description= replaces [sum]."""
    return x


@mcp.tool(description="Given description without docstring [dec]")
def described_no_doc(x: int) -> int:
    return x


@mcp.tool(title="Human Title [title]")
def titled(x: int) -> int:
    """Docstring with a title [sum]."""
    return x


@mcp.tool(name="both", title="Both Title [title]", description="Both description [dec]")
def both_kw(x: int) -> int:
    return x


@mcp.tool(description="")
def empty_description(x: int) -> int:
    """Docstring beside an empty description= [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
