# StructuredTool.from_function with the function by position and by keyword, parsing its docstring
from langchain_core.tools import StructuredTool


def convert(amount: float, source: str, target: str = "EUR") -> float:
    """Convert an amount between currencies [sum].

    Args:
        amount: How much [doc].
        source: From this currency [doc].
        target: To this currency [doc].
    """
    return amount


async def fetch_rate(pair: str) -> float:
    """Fetch an exchange rate [sum]."""
    return 1.0


convert_tool = StructuredTool.from_function(
    func=convert, parse_docstring=True, error_on_invalid_docstring=True
)
rate_tool = StructuredTool.from_function(fetch_rate, name="exchange_rate", return_direct=True)
