# tools made inside a class or a list are not module-level bindings
from langchain_core.tools import tool


def _helper(x: int) -> int:
    """Helper [sum]."""
    return x


class Toolbox:
    @staticmethod
    def make():
        return tool(_helper)


@tool
def visible(x: int) -> int:
    """Visible [sum]."""
    return x
