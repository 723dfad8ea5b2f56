from enum import Enum


class Color(Enum):
    """Colors [model]."""

    RED = "red"
    BLUE = "blue"
