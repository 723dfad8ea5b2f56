# args_schema= a model without a docstring, and a function without one: refused
from pydantic import BaseModel
from langchain_core.tools import tool


class PingInput(BaseModel):
    host: str


@tool(args_schema=PingInput)
def ping(host: str) -> bool:
    return True
