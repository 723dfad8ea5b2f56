# A typical agent tool module: a context parameter first, a Google docstring, strict mode default
from dataclasses import dataclass

from agents import RunContextWrapper, function_tool


@dataclass
class UserInfo:
    name: str
    uid: int


@function_tool
async def fetch_weather(ctx: RunContextWrapper[UserInfo], city: str, units: str = "metric") -> str:
    """Fetch the weather for a given city [sum].

    Args:
        ctx: The run context [doc].
        city: The city to fetch the weather for [doc].
        units: metric or imperial [doc].
    """
    return "sunny"
