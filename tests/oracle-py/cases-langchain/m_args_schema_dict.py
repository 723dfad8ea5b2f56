# args_schema= a JSON schema dict is sent as written
from langchain_core.tools import tool

SCHEMA = {
    "type": "object",
    "properties": {
        "city": {"type": "string", "description": "City [schema]", "title": "City"},
        "days": {"type": "integer", "minimum": 1},
    },
    "required": ["city"],
}


@tool(args_schema=SCHEMA)
def forecast(city: str, days: int = 1) -> str:
    """Weather forecast [sum]."""
    return city
