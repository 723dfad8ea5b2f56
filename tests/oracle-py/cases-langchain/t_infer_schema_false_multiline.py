# infer_schema=False sends the docstring as written
from langchain_core.tools import tool


@tool(infer_schema=False)
def shell(command: str) -> str:
    """Run a shell command [sum].

    Use with care [body].
    """
    return command


@tool(infer_schema=False, description="Evaluate an expression [dec]")
def evaluate(expr: str) -> str:
    return expr
