from pydantic import BaseModel

from .user import User


class Order(BaseModel):
    buyer: User
    total: float = 0.0
