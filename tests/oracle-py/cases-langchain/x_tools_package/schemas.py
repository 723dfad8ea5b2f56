from enum import Enum

from pydantic import BaseModel, Field


class Region(str, Enum):
    """A cloud region [model]."""

    EU = "eu"
    US = "us"


class DeployInput(BaseModel):
    """Deploy a service [model]."""

    service: str = Field(description="Service name [mf]")
    region: Region = Region.EU
    replicas: int = Field(1, ge=1, le=10)
