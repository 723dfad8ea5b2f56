# a union of models without discriminator: anyOf keeps the titles inside its branches
from pydantic import BaseModel
from langchain_core.tools import tool


class ByEmail(BaseModel):
    """Find by email [model]."""

    email: str


class ById(BaseModel):
    user_id: int


@tool
def find_user(query: ByEmail | ById, include_deleted: bool = False) -> dict:
    """Find a user [sum]."""
    return {}
