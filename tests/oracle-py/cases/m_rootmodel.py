# Case: RootModel parameters and returns: a list root, a dict root, and a model holding one.
from pydantic import BaseModel, RootModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_rootmodel")


class Tags(RootModel[list[str]]):
    """A list of tags [model]."""


class Scores(RootModel[dict[str, int]]):
    pass


class Post(BaseModel):
    title: str
    tags: Tags


@mcp.tool()
def tag(tags: Tags, scores: Scores | None = None) -> Tags:
    """RootModel parameter and return [sum]."""
    return tags


@mcp.tool()
def publish(post: Post) -> str:
    """A model holding a RootModel [sum]."""
    return post.title


if __name__ == "__main__":
    mcp.run()
