# Google Args whose descriptions run over several lines
from langchain_core.tools import tool


@tool
def summarize(text: str, max_sentences: int = 3) -> str:
    """Summarize a document [sum].

    Args:
        text: The document to summarize. It may be long and contain
            several paragraphs of markdown [doc].
        max_sentences: The longest summary allowed,
            in sentences [doc].
    """
    return text
