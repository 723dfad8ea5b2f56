# A model with extra="forbid" keeps additionalProperties false.
from pydantic import BaseModel, ConfigDict

from agents import function_tool


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")
    a: int


@function_tool
def f(s: Strict) -> int:
    return 0


@function_tool(strict_mode=False)
def g(s: Strict) -> int:
    return 0
