import enum


class Kind(enum.Enum):
    BOOK = "book"
    GAME = "game"
