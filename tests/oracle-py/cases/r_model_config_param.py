# Case: a parameter named model_config: str (and parameters named like BaseModel methods).
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_model_config_param")


@mcp.tool()
def shadow_config(model_config: str, other: int = 1) -> str:
    """A parameter named model_config [sum]."""
    return model_config


@mcp.tool()
def shadow_basemodel_names(schema: str, json: str = "", copy: bool = False) -> str:
    """Parameters named like BaseModel methods [sum]."""
    return schema


if __name__ == "__main__":
    mcp.run()
