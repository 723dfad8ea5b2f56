from dataclasses import dataclass, field

from typing_extensions import NotRequired, TypedDict


@dataclass
class Box:
    """A box [model]."""

    width: int
    height: int = 1
    tags: list[str] = field(default_factory=list)


class Options(TypedDict):
    fragile: bool
    note: NotRequired[str]
