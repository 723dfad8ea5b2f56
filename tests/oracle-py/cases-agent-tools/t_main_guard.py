# A module with a __main__ guard that would run the tools
from langchain_core.tools import tool


@tool
def greet(name: str) -> str:
    """Greet someone by name [sum]."""
    return f"Hello {name}"


if __name__ == "__main__":
    print(greet)
