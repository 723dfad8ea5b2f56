"""A notes server on the MCP SDK's FastMCP, with the Python defects toolsight finds."""

from typing import Annotated

from mcp.server.fastmcp import FastMCP
from pydantic import Field

NOTES = {"n1": "Buy milk", "n2": "Call the plumber about the kitchen sink"}

mcp = FastMCP("notes")


@mcp.tool()
def search_notes(query: str, limit: int = 10) -> list[str]:
    """Search the notes by words in their text.

    Args:
        query: Words to look for; every word must appear.
        limit: How many note ids to return at most.
    """
    words = query.lower().split()
    hits = [k for k, text in NOTES.items() if all(w in text.lower() for w in words)]
    return hits[:limit]


@mcp.tool()
def tag_note(
    note_id: Annotated[str, "The id of the note, as search_notes returns it"],
    tag: str = Field(description="One word, without the leading #"),
) -> str:
    """Add a tag to a note."""
    NOTES[note_id] += " #" + tag
    return NOTES[note_id]


@mcp.tool()
def delete_note(note_id: str) -> bool:
    """Delete a note for good."""
    if note_id not in NOTES:
        raise ValueError(f"no note {note_id}")
    return NOTES.pop(note_id) is not None


if __name__ == "__main__":
    mcp.run()
