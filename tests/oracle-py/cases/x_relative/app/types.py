from enum import IntEnum


class Level(IntEnum):
    LOW = 1
    HIGH = 2
