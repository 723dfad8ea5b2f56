# typing_extensions.Doc in Annotated describes nothing
from typing import Annotated

from typing_extensions import Doc

from langchain_core.tools import tool


@tool
def translate(text: Annotated[str, Doc("The text [doc-ext]")], target: Annotated[str, "Target language [ann]"] = "en") -> str:
    """Translate a text [sum]."""
    return text
