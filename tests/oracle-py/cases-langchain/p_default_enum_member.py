# An Enum default on a parameter and an IntEnum default
from enum import Enum, IntEnum

from langchain_core.tools import tool


class Quality(str, Enum):
    LOW = "low"
    HIGH = "high"


class Retries(IntEnum):
    NONE = 0
    FEW = 3


@tool
def transcode(video: str, quality: Quality = Quality.HIGH, retries: Retries = Retries.FEW) -> str:
    """Transcode a video [sum]."""
    return video
