# infer_schema=False: one string input, with a description keyword
from langchain_core.tools import tool


@tool(infer_schema=False, description="Run a python snippet [dec]")
def python_repl(code: str) -> str:
    return ""
