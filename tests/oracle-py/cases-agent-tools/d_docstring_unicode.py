# Non-ASCII text in summary and Args
from langchain_core.tools import tool


@tool
def translate_phrase(phrase: str, lang: str = "fr") -> str:
    """Traduire une phrase — avec des caractères accentués [sum].

    Args:
        phrase: La phrase à traduire « telle quelle » [doc].
        lang: Code de langue ISO 639-1 [doc].
    """
    return phrase
