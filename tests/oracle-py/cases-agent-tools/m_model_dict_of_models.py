# A dict of models and a nested optional model
from typing import Optional

from pydantic import BaseModel

from langchain_core.tools import tool


class Geo(BaseModel):
    lat: float
    lon: float


class Store(BaseModel):
    name: str
    geo: Optional[Geo] = None


@tool
def register_stores(stores: dict[str, Store]) -> int:
    """Register stores by code [sum]."""
    return len(stores)
