# Case: -> BaseModel with defaults and descriptions, -> Optional[Model], -> list[Model].
from typing import Optional

from pydantic import BaseModel, Field

from fastmcp import FastMCP

mcp = FastMCP("o_model")


class Result(BaseModel):
    """The outcome of an operation [model]."""

    ok: bool
    message: str = "done"
    count: int = Field(0, description="How many [mf]")


@mcp.tool()
def ret_model() -> Result:
    """-> Result [sum]."""
    return Result(ok=True)


@mcp.tool()
def ret_optional_model() -> Optional[Result]:
    """-> Optional[Result] [sum]."""
    return None


@mcp.tool()
def ret_model_list() -> list[Result]:
    """-> list[Result] [sum]."""
    return []


if __name__ == "__main__":
    mcp.run()
