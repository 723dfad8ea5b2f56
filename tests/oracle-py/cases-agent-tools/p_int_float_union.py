# int | float and float | None parameters, a float default given as an int
from langchain_core.tools import tool


@tool
def convert_temperature(value: int | float, to_unit: str = "C", precision: float = 2) -> float:
    """Convert a temperature [sum]."""
    return 0.0
