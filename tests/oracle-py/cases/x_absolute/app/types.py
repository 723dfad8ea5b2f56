from enum import Enum


class Color(str, Enum):
    """A color [model]."""

    RED = "red"
    GREEN = "green"
