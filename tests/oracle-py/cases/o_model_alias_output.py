# Case: returned models with Field(alias=) and serialization_alias: which name the output schema uses.
from pydantic import BaseModel, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_model_alias_output")


class Aliased(BaseModel):
    item_id: int = Field(alias="itemId")


class SerAliased(BaseModel):
    created_at: str = Field(serialization_alias="createdAt")


@mcp.tool()
def aliased() -> Aliased:
    """An alias [sum]."""
    return Aliased(itemId=1)


@mcp.tool()
def ser_aliased() -> SerAliased:
    """A serialization alias [sum]."""
    return SerAliased(created_at="now")


if __name__ == "__main__":
    mcp.run()
