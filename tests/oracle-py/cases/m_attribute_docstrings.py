# Case: a model with use_attribute_docstrings=True, plus a Field description beside an attribute docstring.
from pydantic import BaseModel, ConfigDict, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_attribute_docstrings")


class Settings(BaseModel):
    """Tool settings [model]."""

    model_config = ConfigDict(use_attribute_docstrings=True)

    verbose: bool = False
    """Print more output [attr]."""

    retries: int = Field(3, description="Retry count [mf]")
    """Retry count from the attribute docstring [attr]."""


@mcp.tool()
def configure(settings: Settings) -> Settings:
    """Attribute docstrings in a model [sum]."""
    return settings


if __name__ == "__main__":
    mcp.run()
