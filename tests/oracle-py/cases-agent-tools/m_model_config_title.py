# model_config with a title and extra="forbid"
from pydantic import BaseModel, ConfigDict

from langchain_core.tools import tool


class Query(BaseModel):
    model_config = ConfigDict(title="SearchQuery", extra="forbid")

    text: str
    limit: int = 10


@tool
def search(query: Query) -> list[str]:
    """Search the knowledge base [sum]."""
    return []
