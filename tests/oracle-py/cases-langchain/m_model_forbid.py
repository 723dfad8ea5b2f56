# a model with extra="forbid" keeps additionalProperties false
from pydantic import BaseModel, ConfigDict
from langchain_core.tools import tool


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid")

    verbose: bool = False
    depth: int = 1


@tool
def crawl(url: str, options: Options) -> int:
    """Crawl a site [sum]."""
    return options.depth
