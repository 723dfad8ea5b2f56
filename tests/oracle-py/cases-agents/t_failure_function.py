# failure_error_function given a function: the schema is unchanged
from agents import RunContextWrapper, function_tool


def friendly_error(ctx: RunContextWrapper, error: Exception) -> str:
    return "The lookup failed, try another name."


@function_tool(failure_error_function=friendly_error)
def lookup_stock(symbol: str) -> float:
    """Get the last price of a stock symbol [sum].

    Args:
        symbol: Ticker symbol such as AAPL [doc].
    """
    return 0.0
