# A model with extra="allow" under strict mode, after a good tool
from pydantic import BaseModel, ConfigDict

from agents import function_tool


class Meta(BaseModel):
    model_config = ConfigDict(extra="allow")

    source: str


@function_tool
def good(a: int) -> int:
    """A good tool [sum]."""
    return a


@function_tool
def annotate(meta: Meta) -> str:
    """Annotate with free metadata [sum]."""
    return meta.source
