# Field(alias=) does not rename the parameter
from pydantic import Field
from langchain_core.tools import tool


@tool
def lookup(user_id: int = Field(alias="userId", description="The user [field-def]"), full: bool = Field(False, alias="fullRecord")) -> dict:
    """Look up a user [sum]."""
    return {"id": user_id}
