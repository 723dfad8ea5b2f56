# args_schema and parameter types imported from a module of the project
from langchain_core.tools import tool

from schemas import DeployInput, Region


@tool(args_schema=DeployInput)
def deploy(service: str, region: Region = Region.EU, replicas: int = 1) -> str:
    """Deploy [sum]."""
    return service


@tool
def regions(current: Region) -> list[str]:
    """List regions [sum]."""
    return []
