# Case: validators and computed fields on a parameter model and a returned model.
from pydantic import BaseModel, computed_field, field_validator, model_validator

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_validators")


class Query(BaseModel):
    text: str
    limit: int = 10

    @field_validator("text")
    @classmethod
    def strip(cls, v: str) -> str:
        return v.strip()

    @model_validator(mode="after")
    def check(self):
        return self


class Page(BaseModel):
    items: list[str]

    @computed_field
    @property
    def size(self) -> int:
        return len(self.items)


@mcp.tool()
def run_query(query: Query) -> Page:
    """Validators and a computed field [sum]."""
    return Page(items=[])


if __name__ == "__main__":
    mcp.run()
