from pydantic import BaseModel

__all__ = ["User"]


class User(BaseModel):
    """A user [model]."""

    name: str


class Helper(BaseModel):
    value: int
