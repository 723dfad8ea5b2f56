from enum import Enum

from pydantic import BaseModel


class Status(str, Enum):
    NEW = "new"
    PAID = "paid"


class Address(BaseModel):
    """A postal address [model]."""

    street: str
    city: str
