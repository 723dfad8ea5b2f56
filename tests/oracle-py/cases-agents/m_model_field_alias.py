# A model whose fields have aliases and titles.
from pydantic import BaseModel, Field

from agents import function_tool


class Item(BaseModel):
    item_id: int = Field(alias="itemId")
    label: str = Field(title="Label [title]", default="x")


@function_tool
def f(item: Item) -> int:
    return 0
