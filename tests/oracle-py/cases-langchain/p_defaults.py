# defaults of every literal kind
from langchain_core.tools import tool


@tool
def configure(
    retries: int = 3,
    ratio: float = 0.5,
    mode: str = "fast",
    verbose: bool = False,
    tags: list[str] = ["a", "b"],
    limits: dict[str, int] = {"cpu": 2},
    pair: tuple[int, int] = (1, 2),
) -> str:
    """Configure the job [sum]."""
    return mode
