# plain scalar parameters, required and defaulted
from langchain_core.tools import tool


@tool
def make_user(name: str, age: int, height: float, active: bool = True, nickname: str = "") -> dict:
    """Make a user record [sum]."""
    return {"name": name}
