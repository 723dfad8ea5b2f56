# Case: low-level `Tool(...)` definitions assembled from module constants, f-strings, `+`, helper functions and `**` spreads; constants changed after their definition (`+=`, a `for` loop) and a formatted interpolation.
import anyio
import mcp.types as types
from mcp.server import Server
from mcp.server.stdio import stdio_server

server = Server("t_lowlevel_values")

MAX_ITEMS = 50
DEFAULT_SORT = "date"
UNTRUSTED = " [untrusted content]"
BUMPED = 10
BUMPED += 5
LOOPED = 0
for LOOPED in (1, 2):
    pass
RATIO = 0.5


def _id_property():
    """The id parameter every tool shares."""
    return {"type": "string", "maxLength": 40, "description": "the id [field]"}


def _paging():
    return {"start": {"type": "integer", "minimum": 0}, "limit": {"type": "integer", "maximum": MAX_ITEMS}}


def _with_default(default=3):
    return {"type": "integer", "default": default}


assembled = types.Tool(
    name="assembled",
    description="Read items [dec]." + UNTRUSTED,
    inputSchema={
        "type": "object",
        "properties": {
            "id": _id_property(),
            **_paging(),
            "sort": {"type": "string", "description": f"Sort order (default {DEFAULT_SORT}, at most {MAX_ITEMS} items) [field]"},
            "limit": {"type": "integer", "maximum": 10},
        },
        "required": ["id"],
    },
)

changed = types.Tool(
    name="changed",
    description="A constant changed after it was written [dec]",
    inputSchema={"type": "object", "properties": {"n": {"type": "integer", "maximum": BUMPED}}},
)

looped = types.Tool(
    name="looped",
    description="A constant a loop changed [dec]",
    inputSchema={"type": "object", "properties": {"n": {"type": "integer", "maximum": LOOPED}}},
)

formatted = types.Tool(
    name="formatted",
    description=f"Ratio {RATIO:.2f} and {MAX_ITEMS!r} [dec]",
    inputSchema={"type": "object", "properties": {"n": _with_default()}},
)


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [assembled, changed, looped, formatted]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    return [types.TextContent(type="text", text=name)]


async def main():
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
