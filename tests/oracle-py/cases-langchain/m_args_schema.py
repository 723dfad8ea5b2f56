# args_schema= a model: its fields are the parameters
from pydantic import BaseModel, Field
from langchain_core.tools import tool


class CalculatorInput(BaseModel):
    """Inputs of the calculator [model]."""

    a: int = Field(description="First number [mf]")
    b: int = Field(description="Second number [mf]")
    op: str = Field("+", title="Operator [title]", pattern=r"^[-+*/]$")


@tool("calculator", args_schema=CalculatorInput)
def calculate(a: int, b: int, op: str = "+") -> int:
    """Calculate [sum]."""
    return a + b


@tool(args_schema=CalculatorInput)
def undocumented_calc(a: int, b: int, op: str = "+") -> int:
    return a - b
