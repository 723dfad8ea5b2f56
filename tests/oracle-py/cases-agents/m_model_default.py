# A model parameter with a model default: the $ref with a default sibling is inlined.
from pydantic import BaseModel

from agents import function_tool


class Opts(BaseModel):
    depth: int = 1


@function_tool
def f(opts: Opts = Opts()) -> int:
    return 0
