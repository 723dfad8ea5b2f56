# args_schema= a model with model_config title and extra forbid
from pydantic import BaseModel, ConfigDict, Field

from langchain_core.tools import tool


class CreateRepo(BaseModel):
    model_config = ConfigDict(title="CreateRepository", extra="forbid")

    name: str = Field(min_length=1, max_length=100)
    private: bool = False


@tool(args_schema=CreateRepo)
def create_repo(name: str, private: bool = False) -> str:
    """Create a repository [sum]."""
    return name
