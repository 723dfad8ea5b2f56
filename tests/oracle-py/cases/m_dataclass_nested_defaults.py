# Case: a dataclass with Optional fields, a default_factory dict, a nested dataclass and an enum default.
from dataclasses import dataclass, field
from enum import Enum
from typing import Optional

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_dataclass_nested_defaults")


class Level(str, Enum):
    LOW = "low"
    HIGH = "high"


@dataclass
class Retry:
    attempts: int = 3
    backoff: float = 0.5


@dataclass
class Task:
    """A task [model]."""

    name: str
    retry: Retry
    level: Level = Level.LOW
    owner: Optional[str] = None
    labels: dict[str, str] = field(default_factory=dict)


@mcp.tool()
def schedule(task: Task) -> str:
    """A dataclass with nested defaults [sum]."""
    return task.name


if __name__ == "__main__":
    mcp.run()
