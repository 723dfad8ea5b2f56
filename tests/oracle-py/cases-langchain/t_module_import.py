# the decorator reached through its module
import langchain_core.tools as lct
from langchain_core import tools


@lct.tool
def shout(text: str) -> str:
    """Upper-case a text [sum]."""
    return text.upper()


@tools.tool("whisper")
def lower(text: str) -> str:
    """Lower-case a text [sum]."""
    return text.lower()
