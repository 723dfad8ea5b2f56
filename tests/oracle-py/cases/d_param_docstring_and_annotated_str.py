# Case: a Google Args entry beside an Annotated plain string for the same parameter, and beside Annotated[..., Field()] without description.
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_param_docstring_and_annotated_str")


@mcp.tool()
def tag(item: Annotated[str, "Annotated text [ann]"], limit: Annotated[int, Field(ge=1)] = 5) -> str:
    """Tag an item [sum].

    Args:
        item: Docstring text [doc].
        limit: Docstring limit [doc].
    """
    return item


if __name__ == "__main__":
    mcp.run()
