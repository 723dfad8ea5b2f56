# args_schema= with parse_docstring=True: the docstring is not read, the model's docstring describes
from pydantic import BaseModel, Field
from langchain_core.tools import tool


class MoveInput(BaseModel):
    """Move a file [model]."""

    src: str = Field(description="Source [mf]")
    dst: str


@tool(args_schema=MoveInput, parse_docstring=True)
def move(src: str, dst: str) -> bool:
    """Move [sum].

    Args:
        src: From [doc].
        dst: To [doc].
    """
    return True
