# Bounds on an Optional sit in the non-null branch.
from typing import Annotated, Optional

from pydantic import Field

from agents import function_tool


@function_tool
def f(a: Annotated[Optional[int], Field(ge=0, le=5)] = None) -> int:
    return 0
