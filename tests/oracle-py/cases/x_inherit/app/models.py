from pydantic import BaseModel

from .base import CamelBase, Record


class User(Record):
    user_name: str


class Admin(User):
    """An admin [model]."""

    level: int = 1
    record_id: int = 0


class Camel(CamelBase):
    child_field: str = ""
