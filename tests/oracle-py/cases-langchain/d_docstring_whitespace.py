# trailing whitespace is stripped; blank lines with spaces keep none; a text line's trailing spaces stay
from langchain_core.tools import tool


@tool
def tidy(text: str) -> str:
    """Tidy a text [sum].   
    
    It keeps the words [body].    
	Tabs are tabs [body].

    """
    return text.strip()
