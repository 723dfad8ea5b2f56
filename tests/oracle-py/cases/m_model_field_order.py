# Case: field order across inheritance: a child overriding a base field keeps the base's position; a new field goes last.
from pydantic import BaseModel, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_model_field_order")


class Base(BaseModel):
    a: int
    b: str = "x"
    c: float = 1.0


class Child(Base):
    d: bool = False
    b: str = Field("y", description="Overridden [mf]")


@mcp.tool()
def ordered(item: Child) -> str:
    """Inherited field order [sum]."""
    return item.b


if __name__ == "__main__":
    mcp.run()
