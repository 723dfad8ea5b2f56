# Return annotations of several kinds do not change the parameters
from pydantic import BaseModel

from langchain_core.tools import tool


class Result(BaseModel):
    ok: bool


@tool
def check(a: int) -> Result:
    """Check a value [sum]."""
    return Result(ok=True)


@tool
def check_many(a: list[int]) -> list[Result]:
    """Check many values [sum]."""
    return []


@tool
def no_return(a: int):
    """Return nothing declared [sum]."""
