# A model with extra="allow" under strict mode: UserError.
from pydantic import BaseModel, ConfigDict

from agents import function_tool


class Loose(BaseModel):
    model_config = ConfigDict(extra="allow")
    a: int


@function_tool
def f(x: Loose) -> int:
    return 0
