# Literal including None
from typing import Literal

from langchain_core.tools import tool


@tool
def set_mode(mode: Literal["auto", "manual", None] = None) -> str:
    """Set the thermostat mode [sum]."""
    return "ok"
