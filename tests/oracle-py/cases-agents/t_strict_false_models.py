# strict_mode=False on model parameters with defaults and dict fields
from pydantic import BaseModel, Field

from agents import function_tool


class Report(BaseModel):
    title: str
    sections: list[str] = Field(default_factory=list)
    metadata: dict[str, str] = Field(default_factory=dict)


@function_tool(strict_mode=False)
def build_report(report: Report, draft: bool = True) -> str:
    """Build a PDF report [sum]."""
    return "report.pdf"
