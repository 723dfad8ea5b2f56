# Case: returned models with extra="forbid", extra="allow", and a nested model with defaults of every kind.
from pydantic import BaseModel, ConfigDict, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_model_extra_forbid")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ok: bool
    note: str | None = None


class Loose(BaseModel):
    model_config = ConfigDict(extra="allow")

    count: int = 0
    tags: list[str] = Field(default_factory=list)


@mcp.tool()
def strict_result() -> Strict:
    """A forbid model [sum]."""
    return Strict(ok=True)


@mcp.tool()
def loose_result() -> Loose:
    """An allow model [sum]."""
    return Loose()


if __name__ == "__main__":
    mcp.run()
