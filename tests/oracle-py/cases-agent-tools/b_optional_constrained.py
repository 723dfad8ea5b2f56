# A constrained Optional parameter
from typing import Annotated, Optional

from pydantic import Field

from langchain_core.tools import tool


@tool
def list_logs(service: str, since_minutes: Optional[Annotated[int, Field(ge=1, le=1440)]] = None) -> list[str]:
    """List recent log lines of a service [sum]."""
    return []
