from enum import Enum


class Color(Enum):
    """A paint color [enum]."""

    RED = "red"
    GREEN = "green"


Shade = Color
