# Case: parameter and field types written as module-level aliases in another module (a plain type, an Annotated with a Field, an alias of an alias, a Literal, a TypeAlias, an Enum), and a model with validators that leave its schema as its fields make it.
from mcp.server.fastmcp import FastMCP

from app.models import Options
from app.types import Count, MaybeCount, Mode, Shade, WorkbookPath

mcp = FastMCP("x_type_aliases")


@mcp.tool()
def read(path: WorkbookPath, count: Count, more: MaybeCount = None) -> str:
    """Reads rows [sum]."""
    return path


@mcp.tool()
def run(path: WorkbookPath, options: Options, mode: Mode = "slow", shade: Shade = Shade.RED) -> Options:
    """Runs with options [sum]."""
    return options


if __name__ == "__main__":
    mcp.run()
