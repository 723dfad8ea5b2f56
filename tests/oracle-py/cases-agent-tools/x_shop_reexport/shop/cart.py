from pydantic import BaseModel


class Item(BaseModel):
    sku: str
    qty: int = 1


class Cart(BaseModel):
    items: list[Item]
