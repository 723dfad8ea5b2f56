# annotated_types constraints: Gt, Le, MaxLen
from typing import Annotated

from annotated_types import Gt, Le, MaxLen

from langchain_core.tools import tool


@tool
def withdraw(amount: Annotated[float, Gt(0)], pin: Annotated[str, MaxLen(6)], retries: Annotated[int, Le(3)] = 1) -> bool:
    """Withdraw cash [sum]."""
    return True
