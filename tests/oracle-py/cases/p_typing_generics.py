# Case: the typing module's aliases of builtin generics: List, Set, FrozenSet, Tuple, Dict, Type-free nesting.
from typing import Dict, FrozenSet, List, Optional, Set, Tuple

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_typing_generics")


@mcp.tool()
def typing_collections(
    names: List[str],
    ids: Set[int],
    frozen: FrozenSet[str],
    pair: Tuple[str, int],
    many: Tuple[float, ...],
) -> int:
    """typing.List, Set, FrozenSet and Tuple [sum]."""
    return len(names)


@mcp.tool()
def typing_nested(
    table: Dict[str, List[int]],
    rows: List[Dict[str, str]],
    maybe: Optional[List[Tuple[int, int]]] = None,
) -> int:
    """Nested typing generics [sum]."""
    return len(table)


if __name__ == "__main__":
    mcp.run()
