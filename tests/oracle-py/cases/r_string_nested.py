# Case: a string naming a model nested inside an annotation (`list["Query"]`) is left to pydantic, which cannot resolve it.
from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_string_nested")


class Query(BaseModel):
    text: str


@mcp.tool()
def nested(queries: list["Query"], count: list["int"] = []) -> int:
    """A nested string annotation [sum]."""
    return len(queries)


if __name__ == "__main__":
    mcp.run()
