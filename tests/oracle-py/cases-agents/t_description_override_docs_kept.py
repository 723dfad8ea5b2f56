# description_override keeps the Args descriptions of parameters
from agents import function_tool


@function_tool(description_override="Find flights between two airports [dec]")
def find_flights(origin: str, destination: str, date: str) -> list[str]:
    """Unused summary [sum].

    Args:
        origin: IATA code [doc].
        destination: IATA code [doc].
        date: Departure date, YYYY-MM-DD [doc].
    """
    return []
