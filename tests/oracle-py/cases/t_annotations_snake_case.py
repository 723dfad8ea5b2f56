# Case: ToolAnnotations written with its Python field names (read_only_hint=...), and a dict of them.
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("t_annotations_snake_case")

READ_ONLY = ToolAnnotations(
    read_only_hint=True,
    destructive_hint=False,
    idempotent_hint=True,
    open_world_hint=False,
)


@mcp.tool(annotations=READ_ONLY)
def status(repo_path: str) -> str:
    """Snake-case annotations from a constant [sum]."""
    return repo_path


@mcp.tool(annotations=ToolAnnotations(title="Mixed [atitle]", read_only_hint=False, destructiveHint=True))
def mixed(repo_path: str) -> str:
    """Both spellings in one call [sum]."""
    return repo_path


if __name__ == "__main__":
    mcp.run()
