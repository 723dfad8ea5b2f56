# args_schema= a model with a nested model and an enum
from enum import Enum

from pydantic import BaseModel, Field

from langchain_core.tools import tool


class Unit(str, Enum):
    KG = "kg"
    LB = "lb"


class Parcel(BaseModel):
    weight: float = Field(gt=0)
    unit: Unit = Unit.KG


class ShipInput(BaseModel):
    destination: str
    parcel: Parcel


@tool(args_schema=ShipInput)
def quote_shipping(destination: str, parcel: Parcel) -> float:
    """Quote the price of shipping a parcel [sum]."""
    return 0.0
