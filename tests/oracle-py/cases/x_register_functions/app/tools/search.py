from typing import Literal


def register(mcp) -> None:
    @mcp.tool(name="grep")
    def search_text(pattern: str, mode: Literal["regex", "fixed"] = "fixed") -> list[str]:
        """Search text [sum]."""
        return []
