# A CRM toolset documented NumPy style, with an Enum and Optional
from enum import Enum
from typing import Optional

from langchain_core.tools import tool


class Stage(Enum):
    LEAD = "lead"
    QUALIFIED = "qualified"
    WON = "won"
    LOST = "lost"


@tool
def move_deal(deal_id: int, stage: Stage, reason: Optional[str] = None) -> bool:
    """Move a deal to another pipeline stage [sum].

    Parameters
    ----------
    deal_id : int
        The deal [doc].
    stage : Stage
        The new stage [doc].
    reason : str, optional
        Why, for lost deals [doc].
    """
    return True
