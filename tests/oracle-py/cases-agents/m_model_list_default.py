# A model with list and enum-literal fields, and a model docstring, non-strict and strict.
from typing import Literal

from pydantic import BaseModel, Field

from agents import function_tool


class Job(BaseModel):
    """A job [model]."""

    kind: Literal["a", "b"] = "a"
    tags: list[str] = Field(default_factory=list)
    retries: int = Field(3, ge=0)


@function_tool
def run(job: Job) -> int:
    return 0


@function_tool(strict_mode=False)
def run_loose(job: Job) -> int:
    return 0
