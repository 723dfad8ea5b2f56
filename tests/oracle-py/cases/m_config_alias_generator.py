# Case: alias_generator=to_camel, to_pascal and to_snake, with an explicit Field alias that wins.
from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel, to_pascal, to_snake

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_config_alias_generator")


class Camel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)

    first_name: str
    home_address_line: str = ""
    explicit: int = Field(0, alias="EXPLICIT")


class Pascal(BaseModel):
    model_config = ConfigDict(alias_generator=to_pascal)

    page_size: int = 10


class Snake(BaseModel):
    model_config = ConfigDict(alias_generator=to_snake)

    pageSize: int = 10
    HTTPCode: int = 200


@mcp.tool()
def generated(camel: Camel, pascal: Pascal, snake: Snake) -> str:
    """Alias generators [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
