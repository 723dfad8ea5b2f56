# args_schema= a model with aliases and nested models
from pydantic import BaseModel, Field
from langchain_core.tools import tool


class Range(BaseModel):
    low: int = 0
    high: int = 10


class QueryInput(BaseModel):
    query_text: str = Field(alias="queryText", description="Query [mf]")
    bounds: Range = Range()
    max_hits: int = Field(10, alias="maxHits", ge=1)


@tool(args_schema=QueryInput)
def run_query(query_text: str, bounds: Range, max_hits: int = 10) -> list[str]:
    """Run a query [sum]."""
    return []
