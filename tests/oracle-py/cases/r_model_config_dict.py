# Case: a parameter named model_config annotated dict with a default: silently taken as pydantic config.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_model_config_dict")


@mcp.tool()
def shadow_config_dict(x: int, model_config: dict = {}) -> int:
    """model_config: dict = {} [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
