# A tool function plus an alias binding of the same tool
from langchain_core.tools import tool


@tool
def lookup(term: str) -> str:
    """Look a term up in the glossary [sum]."""
    return term


glossary_lookup = lookup
