# a TypedDict parameter
from typing_extensions import NotRequired, TypedDict

from langchain_core.tools import tool


class Contact(TypedDict):
    """A contact card [model]."""

    name: str
    phone: NotRequired[str]


@tool
def add_contact(contact: Contact) -> bool:
    """Add a contact [sum]."""
    return True
