# A list of models as a parameter
from pydantic import BaseModel

from langchain_core.tools import tool


class Contact(BaseModel):
    name: str
    email: str
    phone: str | None = None


@tool
def import_contacts(contacts: list[Contact], dedupe: bool = True) -> int:
    """Import contacts into the address book [sum]."""
    return len(contacts)
