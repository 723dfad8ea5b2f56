from .registry import ToolRegistry


def register(tools: ToolRegistry) -> None:
    @tools.reader("Read range")
    def read_range(path: str, cells: str = "A1", limit: int | None = None) -> str:
        """Read cells as text [sum]."""
        return cells
