# Case: a pydantic dataclass with field(default={}) fails while the module loads, like a stdlib one.
from dataclasses import field

import pydantic.dataclasses

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_pydantic_dataclass_mutable_default")


@pydantic.dataclasses.dataclass
class Settings:
    name: str = "x"
    options: dict[str, int] = field(default={})


@mcp.tool()
def configure(settings: Settings) -> str:
    """A pydantic dataclass with a mutable field default [sum]."""
    return settings.name


if __name__ == "__main__":
    mcp.run()
