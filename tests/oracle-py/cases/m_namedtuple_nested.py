# Case: a NamedTuple inside a model and a list of NamedTuples as a parameter.
from typing import NamedTuple

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_namedtuple_nested")


class Coord(NamedTuple):
    lat: float
    lon: float = 0.0


class Route(BaseModel):
    start: Coord
    stops: list[Coord] = []


@mcp.tool()
def plan(route: Route, extra: list[Coord] = []) -> int:
    """NamedTuples inside a model and a list [sum]."""
    return len(route.stops)


if __name__ == "__main__":
    mcp.run()
