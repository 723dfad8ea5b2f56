# Case: model_config with title, use_enum_values, str_strip_whitespace and frozen on a parameter model, and a class docstring beside a title.
from enum import Enum

from pydantic import BaseModel, ConfigDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_model_title_config")


class Tier(str, Enum):
    FREE = "free"
    PRO = "pro"


class Account(BaseModel):
    """An account [model]."""

    model_config = ConfigDict(title="Customer account [title]", use_enum_values=True, str_strip_whitespace=True, frozen=True)

    email: str
    tier: Tier = Tier.FREE


@mcp.tool()
def upgrade(account: Account) -> str:
    """Upgrade an account [sum]."""
    return account.email


if __name__ == "__main__":
    mcp.run()
