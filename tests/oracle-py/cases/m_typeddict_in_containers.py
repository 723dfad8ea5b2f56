# Case: TypedDicts as list items and dict values, and an Optional TypedDict with a default.
from typing import Optional

from typing_extensions import TypedDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_typeddict_in_containers")


class Cell(TypedDict):
    row: int
    col: int
    value: str


@mcp.tool()
def write_cells(cells: list[Cell], named: dict[str, Cell] = {}, anchor: Optional[Cell] = None) -> int:
    """TypedDicts inside containers [sum]."""
    return len(cells)


if __name__ == "__main__":
    mcp.run()
