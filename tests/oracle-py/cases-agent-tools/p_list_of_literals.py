# list of a Literal and of an Enum
from enum import Enum
from typing import Literal

from langchain_core.tools import tool


class ContactField(str, Enum):
    NAME = "name"
    EMAIL = "email"
    PHONE = "phone"


@tool
def export_contacts(fields: list[ContactField], fmt: list[Literal["csv", "json"]] = ["csv"]) -> str:
    """Export contacts with the fields chosen [sum]."""
    return ""
