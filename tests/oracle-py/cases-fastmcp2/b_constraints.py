# Case: bounds from conint/constr/confloat/conlist and annotated_types metadata.
from typing import Annotated

import annotated_types as at
from pydantic import conint, confloat, conlist, constr

from fastmcp import FastMCP

mcp = FastMCP("b_constraints")


@mcp.tool()
def con_types(
    n: conint(ge=1, le=100),
    code: constr(min_length=2, max_length=8, pattern=r"^[A-Z]+$"),
    f: confloat(gt=0.0, multiple_of=0.5) = 1.0,
    xs: conlist(int, min_length=1, max_length=4) = [1],
) -> int:
    """pydantic con* types [sum]."""
    return n


@mcp.tool()
def annotated_types_meta(
    a: Annotated[int, at.Ge(0), at.Le(9)],
    b: Annotated[int, at.Interval(gt=0, lt=10)],
    c: Annotated[str, at.MinLen(1), at.MaxLen(5)],
    d: Annotated[int, at.MultipleOf(3)] = 0,
    e: Annotated[list[int], at.Len(1, 2)] = [0],
) -> int:
    """annotated_types constraints [sum]."""
    return a


@mcp.tool()
def strict_and_unique(
    s: Annotated[int, at.Gt(-1)],
    tags: Annotated[set[str], at.MaxLen(3)] = set(),
) -> int:
    """Gt on int and MaxLen on a set [sum]."""
    return s


if __name__ == "__main__":
    mcp.run()
