# Case: nested models, a list of models, and the same model used twice.
from pydantic import BaseModel

from fastmcp import FastMCP

mcp = FastMCP("m_nested")


class Money(BaseModel):
    amount: float
    currency: str = "EUR"


class Line(BaseModel):
    """An order line [model]."""

    sku: str
    price: Money


class Order(BaseModel):
    lines: list[Line]
    total: Money
    note: str | None = None


@mcp.tool()
def place(order: Order, shipping: Money) -> str:
    """Nested models and a shared definition [sum]."""
    return "ok"


@mcp.tool()
def bulk(lines: list[Line]) -> int:
    """A list of models [sum]."""
    return len(lines)


if __name__ == "__main__":
    mcp.run()
