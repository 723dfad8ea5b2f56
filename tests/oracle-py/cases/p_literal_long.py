# Case: a long Literal of region codes and a Literal of numbers mixing int and float.
from typing import Literal

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_literal_long")


@mcp.tool()
def deploy(
    region: Literal[
        "us-east-1", "us-east-2", "us-west-1", "us-west-2", "eu-west-1", "eu-west-2",
        "eu-central-1", "ap-south-1", "ap-northeast-1", "ap-southeast-2", "sa-east-1",
    ] = "us-east-1",
    scale: Literal[0.5, 1, 2] = 1,
) -> str:
    """A long Literal [sum]."""
    return region


if __name__ == "__main__":
    mcp.run()
