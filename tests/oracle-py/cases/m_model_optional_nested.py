# Case: an Optional nested model field, a list of Optional models and a dict of models inside a model.
from typing import Optional

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_model_optional_nested")


class Address(BaseModel):
    """A postal address [model]."""

    city: str
    zip: Optional[str] = None


class Person(BaseModel):
    name: str
    home: Optional[Address] = None
    previous: list[Optional[Address]] = []
    by_label: dict[str, Address] = {}


@mcp.tool()
def save(person: Person) -> str:
    """Optional and mapped nested models [sum]."""
    return person.name


if __name__ == "__main__":
    mcp.run()
