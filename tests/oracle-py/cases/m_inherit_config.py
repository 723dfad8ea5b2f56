# Case: per-field settings across a base class: an inherited alias_generator, one the child replaces, attribute docstrings on either side.
from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel, to_pascal


class CamelBase(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel)

    base_field: int = 0
    fixed_one: int = Field(0, alias="FIXED")


class CamelChild(CamelBase):
    child_field: str = ""


class PascalChild(CamelBase):
    model_config = ConfigDict(alias_generator=to_pascal)

    other_field: str = ""


class DocBase(BaseModel):
    model_config = ConfigDict(use_attribute_docstrings=True)

    a: int = 0
    """Base a [attr]."""


class DocChild(DocBase):
    b: int = 0
    """Child b [attr]."""


class PlainBase(BaseModel):
    c: int = 0
    """Base c [attr]."""


class DocOnChild(PlainBase):
    model_config = ConfigDict(use_attribute_docstrings=True)

    d: int = 0
    """Child d [attr]."""


from mcp.server.fastmcp import FastMCP  # noqa: E402

mcp = FastMCP("m_inherit_config")


@mcp.tool()
def inherit(camel: CamelChild, pascal: PascalChild, doc: DocChild, on_child: DocOnChild) -> str:
    """Per-field settings across bases [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
