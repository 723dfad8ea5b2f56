# Case: an attribute docstring beside an Annotated Field description, a Field title, and in a dataclass (no config to enable it).
from dataclasses import dataclass
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_attr_docstring_precedence")


class Doc(BaseModel):
    model_config = ConfigDict(use_attribute_docstrings=True)

    a: Annotated[int, Field(description="From Annotated [field-ann]")] = 0
    """From the docstring [attr]."""

    b: Annotated[int, Field(title="B title [title]")] = 0
    """B from the docstring [attr]."""


@dataclass
class Plain:
    c: int = 0
    """Not used [attr]."""


@mcp.tool()
def precedence(doc: Doc, plain: Plain) -> str:
    """Docstring precedence [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
