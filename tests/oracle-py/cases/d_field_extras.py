# Case: bounds on an Optional parameter, Field(json_schema_extra={...}) on a parameter and on a
# model field, validators that run before, after or around pydantic's own, and a model that
# sets validate_by_alias to its default.
from typing import Annotated, Optional

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, WrapValidator

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_field_extras")


def as_text(value):
    return str(value) if value is not None else None


class Page(BaseModel):
    size: int = Field(20, ge=1, json_schema_extra={"examples": [10, 50]})
    cursor: Optional[str] = Field(None, max_length=40, description="Where to resume")


@mcp.tool()
def browse(
    page: Page,
    limit: Annotated[Optional[int], Field(ge=1, le=100, description="At most")] = None,
    users: Annotated[
        Optional[list[str]],
        Field(description="User ids", json_schema_extra={"items": {"type": "string"}}),
    ] = None,
) -> str:
    """Browse [sum]."""
    return ""


class Match(BaseModel):
    field: str = Field(..., alias="Field")
    kind: str = Field("EQUALS", alias="Type", min_length=1)

    model_config = ConfigDict(validate_by_alias=True)


@mcp.tool()
def match(filters: list[Match]) -> str:
    """Match [sum]."""
    return ""


@mcp.tool()
def fetch(
    page_id: Annotated[str, BeforeValidator(lambda x: str(x) if x is not None else None)],
    parent: Annotated[Optional[str], BeforeValidator(as_text), Field(description="Parent")] = None,
    label: Annotated[str, AfterValidator(str.strip)] = "",
    count: Annotated[int, WrapValidator(lambda v, handler: handler(v)), Field(ge=0)] = 0,
) -> str:
    """Fetch [sum]."""
    return page_id


if __name__ == "__main__":
    mcp.run()
