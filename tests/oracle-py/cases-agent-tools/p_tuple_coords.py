# A map tool: fixed tuples and a variadic tuple
from langchain_core.tools import tool


@tool
def route(origin: tuple[float, float], destination: tuple[float, float], waypoints: tuple[str, ...] = ()) -> float:
    """Compute the driving distance of a route in km [sum]."""
    return 0.0
