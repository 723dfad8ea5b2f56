# A dataclass holding a list of another dataclass
from dataclasses import dataclass, field

from langchain_core.tools import tool


@dataclass
class Step:
    action: str
    target: str


@dataclass
class Plan:
    name: str
    steps: list[Step] = field(default_factory=list)


@tool
def run_plan(plan: Plan) -> str:
    """Run an automation plan [sum]."""
    return plan.name
