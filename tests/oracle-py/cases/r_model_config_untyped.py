# Case: an unannotated model_config=None parameter.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_model_config_untyped")


@mcp.tool()
def shadow_config_untyped(x: int, model_config=None) -> int:
    """model_config=None [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
