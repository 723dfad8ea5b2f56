# parse_docstring=True with an Arg description over two lines
from langchain_core.tools import tool


@tool(parse_docstring=True)
def summarize(text: str, max_sentences: int = 3) -> str:
    """Summarize a text [sum].

    Args:
        text: The text to summarize, which may be long
            and hold several paragraphs [doc].
        max_sentences: Longest summary allowed [doc].
    """
    return text
