# Case: a TypedDict inside a model, a model inside a TypedDict, and an enum and Literal field.
from enum import Enum
from typing import Annotated, Literal

import typing_extensions
from pydantic import BaseModel, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_typeddict_nested")


class Mode(Enum):
    FAST = "fast"
    SLOW = "slow"


class Limits(BaseModel):
    max_items: int = 10


class Settings(typing_extensions.TypedDict):
    """Settings [model]."""

    mode: Mode
    order: Literal["asc", "desc"]
    limits: Limits
    depth: Annotated[int, Field(ge=0, le=5, description="Depth [mf]")]


class Job(BaseModel):
    settings: Settings
    name: str = "job"


@mcp.tool()
def run(job: Job) -> str:
    """TypedDict and model nested both ways [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
