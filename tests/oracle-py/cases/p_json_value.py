# Case: pydantic JsonValue and Json[...] parameters, and `object` as an annotation.
from pydantic import Json, JsonValue

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_json_value")


@mcp.tool()
def store(document: JsonValue, anything: object = None) -> str:
    """JsonValue and object [sum]."""
    return str(document)


@mcp.tool()
def parse(raw: Json[list[int]], loose: Json = "{}") -> int:
    """Json strings holding typed values [sum]."""
    return len(raw)


if __name__ == "__main__":
    mcp.run()
