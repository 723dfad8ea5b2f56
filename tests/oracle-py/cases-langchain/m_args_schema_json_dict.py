# args_schema= a JSON schema dict
from langchain_core.tools import tool

schema = {
    "type": "object",
    "properties": {
        "a": {"type": "integer", "description": "First addend [field]"},
        "b": {"type": "integer", "description": "Second addend [field]"},
    },
    "required": ["a", "b"],
}


@tool(args_schema=schema)
def add(a: int, b: int) -> int:
    """Add two integers [sum]."""
    return a + b
