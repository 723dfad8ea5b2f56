from __future__ import annotations

from enum import Enum

from pydantic import BaseModel, Field


class Ticket(BaseModel):
    """A ticket [model]."""

    title: str = Field(max_length=80)
    owner: Person | None = None


class Person(BaseModel):
    name: str


class Level(int, Enum):
    LOW = 1
    HIGH = 2
