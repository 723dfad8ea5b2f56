# Case: attribute docstrings with and without use_attribute_docstrings, and on a model returned.
from pydantic import BaseModel, ConfigDict, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_config_attr_docstrings")


class On(BaseModel):
    model_config = ConfigDict(use_attribute_docstrings=True)

    name: str
    """The name [attr]."""

    age: int = 0
    """
    The age,
    over two lines [attr].
    """

    plain: bool = False


class Off(BaseModel):
    """Attribute docstrings ignored [model]."""

    name: str
    """Not used [attr]."""

    size: int = Field(1, description="Size [mf]")
    """Not used either [attr]."""


@mcp.tool()
def docs(on: On, off: Off) -> On:
    """Attribute docstrings [sum]."""
    return on


if __name__ == "__main__":
    mcp.run()
