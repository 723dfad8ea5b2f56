# docstring_style="numpy" forced on a Google docstring
from agents import function_tool


@function_tool(docstring_style="numpy")
def lint(code: str, fix: bool = False) -> list[str]:
    """Lint Python code [sum].

    Args:
        code: Source text [doc].
        fix: Apply safe fixes [doc].
    """
    return []
