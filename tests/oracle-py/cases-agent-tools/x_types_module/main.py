# Type aliases and a Literal alias imported from a sibling module
from langchain_core.tools import tool

from types_ import Region, Tags


@tool
def launch_instance(name: str, region: Region = "eu-west-1", tags: Tags | None = None) -> str:
    """Launch a virtual machine [sum]."""
    return "i-123"
