# Case: Field(alias=), validation_alias, serialization_alias and populate_by_name inside models.
from pydantic import BaseModel, ConfigDict, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_config_alias")


class User(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    user_id: int = Field(alias="userId", description="The id [mf]")
    full_name: str = Field("", alias="fullName", title="Name [title]")


class Event(BaseModel):
    kind: str = Field(validation_alias="eventKind")
    at: int = Field(0, serialization_alias="timestamp")
    both: str = Field(alias="b1", validation_alias="b2")


@mcp.tool()
def record(user: User, event: Event) -> User:
    """Aliases in models [sum]."""
    return user


if __name__ == "__main__":
    mcp.run()
