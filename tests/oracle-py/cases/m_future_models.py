# Case: `from __future__ import annotations` with models, a dataclass and a TypedDict referring to later classes.
from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel
from typing_extensions import TypedDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_future_models")


class Request(BaseModel):
    target: Target
    options: Options | None = None


@dataclass
class Target:
    host: str
    port: int = 443


class Options(TypedDict):
    retries: int


@mcp.tool()
def send(request: Request, timeout: float | None = None) -> Target:
    """Future annotations everywhere [sum]."""
    return request.target


if __name__ == "__main__":
    mcp.run()
