# Case: model_config extra="forbid", "allow" and "ignore", and a dict literal model_config.
from pydantic import BaseModel, ConfigDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_config_extra")


class Forbid(BaseModel):
    model_config = ConfigDict(extra="forbid")

    a: int


class Allow(BaseModel):
    """Extra keys are kept [model]."""

    model_config = ConfigDict(extra="allow")

    b: str = "x"


class Ignore(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True, str_strip_whitespace=True)

    c: bool


class Literal(BaseModel):
    model_config = {"extra": "forbid"}

    d: float


@mcp.tool()
def extras(forbid: Forbid, allow: Allow, ignore: Ignore, literal: Literal) -> str:
    """Extra settings [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
