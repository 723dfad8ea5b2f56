from enum import Enum


class Color(str, Enum):
    RED = "red"
    BLUE = "blue"


class _Private(Enum):
    X = 1
