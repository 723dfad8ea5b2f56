# Case: alias_generator beside an Annotated alias and a validation_alias, populate_by_name off.
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_config_generator_annotated")


class Req(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel)

    user_name: str
    page_size: Annotated[int, Field(alias="PS")] = 10
    sort_key: str = Field("id", validation_alias="sort")


@mcp.tool()
def request(req: Req) -> Req:
    """Generated and written aliases [sum]."""
    return req


if __name__ == "__main__":
    mcp.run()
