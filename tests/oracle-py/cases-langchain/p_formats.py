# types with a format
import datetime
import uuid
from decimal import Decimal
from pathlib import Path

from langchain_core.tools import tool


@tool
def record(
    when: datetime.datetime,
    day: datetime.date,
    ident: uuid.UUID,
    price: Decimal,
    file: Path,
    wait: datetime.timedelta = datetime.timedelta(seconds=5),
    blob: bytes = b"",
) -> str:
    """Record an entry [sum]."""
    return str(ident)
