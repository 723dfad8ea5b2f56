# Case: model_config settings that change validation but not the schema, and dataclass options likewise.
from dataclasses import dataclass, field
from enum import Enum

from pydantic import BaseModel, ConfigDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_config_no_schema_effect")


class Color(Enum):
    RED = "red"


class Settings(BaseModel):
    model_config = ConfigDict(
        str_to_lower=True,
        str_to_upper=False,
        validate_assignment=True,
        arbitrary_types_allowed=True,
        from_attributes=True,
        use_enum_values=True,
        validate_default=True,
        revalidate_instances="always",
        validate_return=True,
        validate_by_name=True,
        populate_by_name=True,
    )

    name: str = "x"
    color: Color = Color.RED


@dataclass(order=True, slots=True, kw_only=True, eq=True, repr=True, unsafe_hash=False)
class Options:
    size: int
    tags: list[str] = field(default_factory=list, repr=False, compare=False, hash=None, kw_only=True)


@mcp.tool()
def configure(settings: Settings, options: Options) -> str:
    """Settings without a schema effect [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
