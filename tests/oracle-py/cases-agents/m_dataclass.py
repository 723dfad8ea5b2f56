# A dataclass parameter.
from dataclasses import dataclass, field

from agents import function_tool


@dataclass
class Query:
    text: str
    limit: int = 10
    tags: list[str] = field(default_factory=list)


@function_tool
def run(q: Query) -> int:
    return 0


@function_tool(strict_mode=False)
def run_loose(q: Query) -> int:
    return 0
