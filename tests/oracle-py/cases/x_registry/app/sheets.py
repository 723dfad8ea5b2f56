from typing import Annotated

from pydantic import BaseModel, Field

from .registry import ToolRegistry


class Sheet(BaseModel):
    name: str
    rows: int = 0


def register(tools: ToolRegistry) -> None:
    @tools.reader("Describe sheet")
    def describe_sheet(path: str, sheet: str | None = None) -> Sheet:
        """Describe a sheet [sum].

        Its used range and what is on it [body].
        """
        return Sheet(name=sheet or "Sheet1")

    @tools.writer("Delete sheet")
    def delete_sheet(path: str, sheet: Annotated[str, Field(description="The sheet [field].")]) -> Sheet:
        """Delete a sheet [sum]."""
        return Sheet(name=sheet)
