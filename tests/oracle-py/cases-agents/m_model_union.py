# A plain union of two models.
from pydantic import BaseModel

from agents import function_tool


class A(BaseModel):
    a: int


class B(BaseModel):
    b: str


@function_tool
def either(v: A | B) -> str:
    return ""
