# Case: a generic model with two type parameters used twice with different arguments, named Page[int] and Page[str] in $defs.
from typing import Generic, TypeVar

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_generic_two_params")

K = TypeVar("K")
V = TypeVar("V")


class Pair(BaseModel, Generic[K, V]):
    key: K
    value: V


@mcp.tool()
def pairs(a: Pair[str, int], b: Pair[int, list[str]]) -> int:
    """Two parameterisations of one generic [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
