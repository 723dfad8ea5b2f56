# The tool's name and description built from module constants: an f-string, a concatenation.
from langchain_core.tools import tool

REGION = "eu-west"
PREFIX = "records_"
DESCRIPTION = f"Looks up a record in {REGION} [dec]."


@tool(PREFIX + "lookup", description=DESCRIPTION)
def lookup(record_id: str) -> str:
    """Unused summary [sum]."""
    return record_id


@tool(description=f"Deletes a record in {REGION}; it cannot be undone.")
def delete(record_id: str) -> str:
    """Deletes [sum]."""
    return record_id
