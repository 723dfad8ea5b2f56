from pydantic import BaseModel


class Item(BaseModel):
    right: str
