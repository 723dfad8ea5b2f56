# Parameters named like pydantic internals: schema, model, json
from langchain_core.tools import tool


@tool
def validate(schema: str, model: str = "default", json: str = "{}") -> bool:
    """Validate a document against a schema [sum]."""
    return True
