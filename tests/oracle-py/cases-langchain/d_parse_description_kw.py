# parse_docstring=True with description=: the tool text is given, the parameters still parsed
from langchain_core.tools import tool


@tool(description="Translate a text [dec]", parse_docstring=True)
def translate(text: str, target: str = "en") -> str:
    """Translate [sum].

    Args:
        text: What to translate [doc].
        target: Language code [doc].
    """
    return text
