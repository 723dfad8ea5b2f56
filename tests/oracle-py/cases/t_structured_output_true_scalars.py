# Case: structured_output=True on scalar, list and model returns, and False on a model.
from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_structured_output_true_scalars")


class Result(BaseModel):
    ok: bool


@mcp.tool(structured_output=True)
def count(x: int) -> int:
    """An int, structured [sum]."""
    return x


@mcp.tool(structured_output=True)
def names(x: int) -> list[str]:
    """A list, structured [sum]."""
    return []


@mcp.tool(structured_output=False)
def unstructured(x: int) -> Result:
    """A model, not structured [sum]."""
    return Result(ok=True)


if __name__ == "__main__":
    mcp.run()
