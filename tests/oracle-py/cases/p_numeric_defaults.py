# Case: numeric defaults as written: 1e-3, 1_000_000, an int default on a float, a float default on an int, -0.5, hex and arithmetic.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_numeric_defaults")


@mcp.tool()
def tune(
    tolerance: float = 1e-3,
    budget: int = 1_000_000,
    scale: float = 2,
    steps: int = 2.5,
    bias: float = -0.5,
    mask: int = 0xFF,
    timeout: int = 60 * 5,
) -> float:
    """Numeric literal defaults [sum]."""
    return tolerance


if __name__ == "__main__":
    mcp.run()
