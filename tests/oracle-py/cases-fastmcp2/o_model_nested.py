# Case: a returned model that nests another model and an enum.
from enum import Enum

from pydantic import BaseModel

from fastmcp import FastMCP

mcp = FastMCP("o_model_nested")


class Status(str, Enum):
    OK = "ok"
    ERR = "err"


class Item(BaseModel):
    """One item [model]."""

    name: str
    qty: int = 1


class Order(BaseModel):
    """An order [model]."""

    id: int
    items: list[Item]
    status: Status = Status.OK


@mcp.tool()
def get_order(order_id: int) -> Order:
    """Fetch an order [sum]."""
    return Order(id=order_id, items=[])


if __name__ == "__main__":
    mcp.run()
