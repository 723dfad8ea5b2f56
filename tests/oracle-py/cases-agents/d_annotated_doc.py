# typing_extensions.Doc in Annotated is not a description.
from typing import Annotated

from typing_extensions import Doc

from agents import function_tool


@function_tool
def f(a: Annotated[int, Doc("A value [doc-ext]")]) -> int:
    return a
