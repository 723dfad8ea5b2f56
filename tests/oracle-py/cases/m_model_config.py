# Case: model_config on a parameter model: extra="forbid", title=, json_schema_extra, alias_generator.
from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_model_config")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    a: int


class Titled(BaseModel):
    model_config = ConfigDict(title="Custom Title [title]", json_schema_extra={"examples": [{"b": 1}]})

    b: int


class Camel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)

    first_name: str
    last_name: str = ""


@mcp.tool()
def configured(strict: Strict, titled: Titled, camel: Camel) -> str:
    """Models with model_config [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
