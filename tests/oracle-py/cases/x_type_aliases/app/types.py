from enum import Enum
from typing import Annotated, Literal, TypeAlias

from pydantic import Field, StringConstraints


class Color(str, Enum):
    RED = "red"
    BLUE = "blue"


WorkbookPath = str
Count = Annotated[int, Field(ge=1, le=100, description="How many to take [ann-alias].")]
MaybeCount = Count | None
Mode = Literal["fast", "slow"]
Label: TypeAlias = Annotated[str, StringConstraints(max_length=20, strip_whitespace=True)]
Shade = Color
