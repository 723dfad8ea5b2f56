# Case: a parameter named model_fields (a pydantic-protected name).
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_model_fields_param")


@mcp.tool()
def shadow_fields(model_fields: str) -> str:
    """A parameter named model_fields [sum]."""
    return model_fields


if __name__ == "__main__":
    mcp.run()
