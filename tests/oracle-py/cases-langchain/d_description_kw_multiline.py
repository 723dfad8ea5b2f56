# description= given a long string built from adjacent literals
from langchain_core.tools import tool


@tool(
    description=(
        "Search the company wiki for pages matching a query. "
        "Returns page titles and URLs [dec]."
    )
)
def wiki_search(query: str, space: str | None = None) -> list[dict]:
    return []
