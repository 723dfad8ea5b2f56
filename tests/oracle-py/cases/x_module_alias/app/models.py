from pydantic import BaseModel


class Item(BaseModel):
    """An item [model]."""

    name: str
    price: float = 0.0
