# A model whose nested model field defaults to None, with a nested enum
from enum import Enum

from pydantic import BaseModel

from langchain_core.tools import tool


class Level(str, Enum):
    DEBUG = "debug"
    INFO = "info"


class Logging(BaseModel):
    level: Level = Level.INFO
    file: str | None = None


class Settings(BaseModel):
    name: str
    logging: Logging | None = None


@tool
def apply_settings(settings: Settings) -> bool:
    """Apply service settings [sum]."""
    return True
