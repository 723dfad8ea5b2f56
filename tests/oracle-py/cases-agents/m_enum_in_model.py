# An Enum inside a model, with a default.
from enum import Enum

from pydantic import BaseModel

from agents import function_tool


class Kind(str, Enum):
    A = "a"
    B = "b"


class Item(BaseModel):
    kind: Kind = Kind.A
    name: str


@function_tool
def add(item: Item) -> str:
    return ""
