# Case: defaults of each type on annotated parameters.
from fastmcp import FastMCP

mcp = FastMCP("p_defaults")


@mcp.tool()
def scalar_defaults(
    name: str = "world",
    count: int = 3,
    ratio: float = 0.25,
    whole_float: float = 2.0,
    negative: int = -7,
    enabled: bool = True,
    disabled: bool = False,
    empty: str = "",
) -> str:
    """Scalar defaults [sum]."""
    return name


@mcp.tool()
def container_defaults(
    tags: list[str] = ["alpha", "beta"],
    empty_list: list[int] = [],
    weights: dict[str, int] = {"a": 1},
    pair: tuple[int, str] = (1, "one"),
) -> str:
    """Mutable and tuple literal defaults [sum]."""
    return ",".join(tags)


@mcp.tool()
def mixed_order(required_first: str, optional_second: int = 5, trailing_flag: bool = False) -> str:
    """Required before defaulted [sum]."""
    return required_first


@mcp.tool()
def unicode_default(greeting: str = "grüß dich — ✓") -> str:
    """A non-ASCII default [sum]."""
    return greeting


if __name__ == "__main__":
    mcp.run()
