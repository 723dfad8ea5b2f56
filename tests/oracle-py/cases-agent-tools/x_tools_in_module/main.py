# Tools over a store class and a model from two modules of the project, one imported as a module
from langchain_core.tools import tool

import notes_store
from notes_models import Note


@tool
def add_note(note: Note, pinned: bool = False) -> int:
    """Add a note [sum]."""
    return notes_store.add(note.text, pinned)


@tool
def list_notes(pinned_only: bool = False) -> list[str]:
    """List notes [sum]."""
    return notes_store.all(pinned_only)
