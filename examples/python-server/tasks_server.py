"""A task list on fastmcp 2, whose recursive model takes the whole tools/list down."""

from fastmcp import FastMCP
from mcp.server.fastmcp import Context
from pydantic import BaseModel, Field

mcp = FastMCP("tasks")


class Task(BaseModel):
    """A task and the steps it breaks into."""

    title: str = Field(description="What to do, in a few words")
    subtasks: list["Task"] = Field(default_factory=list, description="Steps of this task")


TASKS: list[Task] = []


@mcp.tool
def add_task(task: Task) -> int:
    """Add a task with its subtasks; returns its position in the list."""
    TASKS.append(task)
    return len(TASKS) - 1


@mcp.tool
async def list_titles(ctx: Context) -> list[str]:
    """The titles of the tasks, in the order they were added."""
    await ctx.info("listing %d tasks" % len(TASKS))
    return [t.title for t in TASKS]


if __name__ == "__main__":
    mcp.run()
