# Fields with default_factory in a model
from pydantic import BaseModel, Field

from langchain_core.tools import tool


class Report(BaseModel):
    title: str
    sections: list[str] = Field(default_factory=list)
    metadata: dict[str, str] = Field(default_factory=dict)


@tool
def build_report(report: Report) -> str:
    """Build a PDF report [sum]."""
    return "report.pdf"
