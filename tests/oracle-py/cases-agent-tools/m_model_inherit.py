# A model subclassing another model
from pydantic import BaseModel

from langchain_core.tools import tool


class BaseItem(BaseModel):
    id: str
    created_by: str | None = None


class Task(BaseItem):
    title: str
    done: bool = False


@tool
def save_task(task: Task) -> str:
    """Save a task [sum]."""
    return task.id
