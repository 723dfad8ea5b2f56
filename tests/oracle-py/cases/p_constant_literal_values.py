# Case: Literal values and Field defaults written with module constants, and a list default built from constants.
from typing import Literal

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_constant_literal_values")

DEFAULT_MODEL = "small"
MAX_TOKENS = 4096


@mcp.tool()
def generate(
    prompt: str,
    model: Literal["small", "large"] = DEFAULT_MODEL,
    max_tokens: int = Field(MAX_TOKENS, le=MAX_TOKENS),
) -> str:
    """Constants as defaults and bounds [sum]."""
    return prompt


if __name__ == "__main__":
    mcp.run()
