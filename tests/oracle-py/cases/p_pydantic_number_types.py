# Case: pydantic's constrained aliases: PositiveInt, NegativeInt, NonNegativeInt, NonPositiveFloat, FiniteFloat, StrictInt/StrictStr/StrictBool.
from pydantic import (
    FiniteFloat,
    NegativeInt,
    NonNegativeInt,
    NonPositiveFloat,
    PositiveFloat,
    PositiveInt,
    StrictBool,
    StrictInt,
    StrictStr,
)

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_pydantic_number_types")


@mcp.tool()
def signed(count: PositiveInt, offset: NegativeInt, page: NonNegativeInt = 0) -> int:
    """Signed integer aliases [sum]."""
    return count


@mcp.tool()
def floats(rate: PositiveFloat, penalty: NonPositiveFloat = -1.5, value: FiniteFloat = 0.0) -> float:
    """Float aliases [sum]."""
    return rate


@mcp.tool()
def strict(n: StrictInt, s: StrictStr, flag: StrictBool = False) -> str:
    """Strict types add no schema keyword [sum]."""
    return s


if __name__ == "__main__":
    mcp.run()
