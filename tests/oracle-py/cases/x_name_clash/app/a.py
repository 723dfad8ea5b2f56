from pydantic import BaseModel


class Item(BaseModel):
    left: int
