# parse_docstring=True: a Returns block before Args ends the description; typed Args entries
from langchain_core.tools import tool


@tool(parse_docstring=True)
def lookup_word(word: str, lang: str = "en") -> str:
    """Look a word up [sum].

    Returns:
        The definition [ret].

    Not part of the description [body].

    Args:
        word (str): The word [doc].
        lang (str, optional): Its language [doc].
    """
    return word
