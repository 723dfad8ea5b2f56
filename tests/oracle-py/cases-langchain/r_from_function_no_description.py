# StructuredTool.from_function on a function with neither docstring nor description
from langchain_core.tools import StructuredTool


def ping(host: str) -> bool:
    return True


ping_tool = StructuredTool.from_function(func=ping, name="ping")
