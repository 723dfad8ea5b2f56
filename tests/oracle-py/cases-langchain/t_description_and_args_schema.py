# description= wins over both the docstring and the args_schema docstring
from pydantic import BaseModel, Field
from langchain_core.tools import tool


class SendInput(BaseModel):
    """Send input [model]."""

    to: str = Field(description="Recipient [mf]")
    body: str = ""


@tool("send", description="Send a message [dec]", args_schema=SendInput)
def send_message(to: str, body: str = "") -> bool:
    """Send [sum]."""
    return True
