# name_override and description_override built from module constants: an f-string, a
# concatenation and a constant named in a call's keyword.
from agents import function_tool

REGION = "eu-west"
PREFIX = "records_"
DESCRIPTION = f"Looks up a record in {REGION} [dec]."


@function_tool(name_override=PREFIX + "lookup", description_override=DESCRIPTION)
def lookup(record_id: str) -> str:
    """Unused summary [sum]."""
    return record_id


@function_tool(description_override=f"Deletes a record in {REGION}; it cannot be undone.")
def delete(record_id: str) -> str:
    return record_id
