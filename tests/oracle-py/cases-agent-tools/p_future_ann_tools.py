# from __future__ import annotations: string annotations resolved by the framework
from __future__ import annotations

from typing import Literal

from langchain_core.tools import tool


@tool
def translate(text: str, target: Literal["en", "fr", "de"] = "en", glossary: dict[str, str] | None = None) -> str:
    """Translate text into another language [sum]."""
    return text
