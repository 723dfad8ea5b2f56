from mcp.types import Tool, ToolAnnotations

from ..limits import MAX_ID_LENGTH

fetch_tool = Tool(
    name="fetch",
    description="Fetch one entry [dec]",
    inputSchema={
        "type": "object",
        "properties": {"id": {"type": "string", "maxLength": MAX_ID_LENGTH, "description": f"at most {MAX_ID_LENGTH} characters [field]"}},
        "required": ["id"],
    },
    annotations=ToolAnnotations(title="Fetch [atitle]", readOnlyHint=True),
)
