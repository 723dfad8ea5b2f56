from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints, field_validator, model_validator

from .types import Count, Label, Mode


class Options(BaseModel):
    """Options of a run [model]."""

    label: Label
    mode: Mode = "fast"
    limit: Count = 10
    total: Mode | Annotated[str, StringConstraints(pattern=r"^=")] | None = Field(
        default=None, description="A mode or a formula [mf]."
    )

    @model_validator(mode="before")
    @classmethod
    def accept_strings(cls, data):
        return data

    @model_validator(mode="after")
    def check(self):
        return self

    @field_validator("label", mode="before")
    @classmethod
    def strip(cls, value):
        return value

    @property
    def is_fast(self) -> bool:
        return self.mode == "fast"
