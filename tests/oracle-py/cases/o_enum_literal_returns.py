# Case: a Literal return and a list of Literals, beside a tuple return of a model and an int.
from typing import Literal

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_enum_literal_returns")


class Point(BaseModel):
    x: int
    y: int


@mcp.tool()
def status() -> Literal["ok", "degraded", "down"]:
    """A Literal [sum]."""
    return "ok"


@mcp.tool()
def statuses() -> list[Literal[1, 2]]:
    """A list of int Literals [sum]."""
    return [1]


@mcp.tool()
def located() -> tuple[Point, int]:
    """A tuple holding a model [sum]."""
    return Point(x=0, y=0), 1


if __name__ == "__main__":
    mcp.run()
