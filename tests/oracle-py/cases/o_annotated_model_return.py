# Case: -> Annotated[Model, Field(description=)] and -> Annotated[list[str], Field(max_length=)].
from typing import Annotated

from pydantic import BaseModel, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_annotated_model_return")


class Summary(BaseModel):
    text: str


@mcp.tool()
def summarise(doc: str) -> Annotated[Summary, Field(description="The summary [field-ann]")]:
    """An Annotated model return [sum]."""
    return Summary(text=doc)


@mcp.tool()
def keywords(doc: str) -> Annotated[list[str], Field(max_length=5)]:
    """An Annotated list return [sum]."""
    return []


if __name__ == "__main__":
    mcp.run()
