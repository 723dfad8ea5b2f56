# A model with a docstring, a Field title and an alias
from pydantic import BaseModel, Field

from langchain_core.tools import tool


class Credentials(BaseModel):
    """Login credentials [model]."""

    user_name: str = Field(alias="userName", description="The login [mf]")
    password: str = Field(title="Secret [title]")


@tool
def login(credentials: Credentials) -> str:
    """Log in to the portal [sum]."""
    return "token"
