# Case: tool names, descriptions, annotations and Field texts taken from constants of another module.
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

from app import texts
from app.texts import QUERY_HELP, SEARCH_DESCRIPTION, SEARCH_NAME

mcp = FastMCP("x_constants_module")


@mcp.tool(name=SEARCH_NAME, description=SEARCH_DESCRIPTION)
def search(query: Annotated[str, Field(description=QUERY_HELP)]) -> str:
    return query


@mcp.tool(description=texts.STATUS_DESCRIPTION)
def status() -> str:
    return "ok"


if __name__ == "__main__":
    mcp.run()
