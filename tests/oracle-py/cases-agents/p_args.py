# *args under strict mode becomes an array with a default.
from agents import function_tool


@function_tool
def total(*values: int) -> int:
    return sum(values)


@function_tool(strict_mode=False)
def total_loose(*values: int) -> int:
    return sum(values)
