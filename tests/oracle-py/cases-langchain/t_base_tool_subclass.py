# A BaseTool subclass next to an @tool function
from typing import Type

from pydantic import BaseModel

from langchain_core.tools import BaseTool, tool


class WeatherInput(BaseModel):
    city: str


class WeatherTool(BaseTool):
    name: str = "weather"
    description: str = "Get the weather [dec]"
    args_schema: Type[BaseModel] = WeatherInput

    def _run(self, city: str) -> str:
        return "sunny"


weather = WeatherTool()


@tool
def time_in(city: str) -> str:
    """Get the local time in a city [sum]."""
    return ""
