import mcp.types as types

search_tool = types.Tool(
    name="search",
    description="Search the index [dec]",
    inputSchema={
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "what to look for [field]"},
            "sort": {"type": "string", "enum": ["relevance", "date"]},
        },
        "required": ["query"],
    },
)
