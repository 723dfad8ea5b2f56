# args_schema= with description= and a name
from pydantic import BaseModel

from langchain_core.tools import tool


class Params(BaseModel):
    """Parameters of the lookup [model]."""

    symbol: str


@tool("stock_price", args_schema=Params, description="Last traded price of a stock [dec]")
def price(symbol: str) -> float:
    return 0.0
