# Case: model fields with exclude=True, repr=False, frozen=True, and a private attribute.
from pydantic import BaseModel, Field, PrivateAttr

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_field_exclude")


class Account(BaseModel):
    name: str
    secret: str = Field("", exclude=True, description="Never serialised [mf]")
    frozen_id: int = Field(0, frozen=True)
    _cache: dict = PrivateAttr(default_factory=dict)


@mcp.tool()
def update(account: Account) -> Account:
    """exclude=True in input and output schemas [sum]."""
    return account


if __name__ == "__main__":
    mcp.run()
