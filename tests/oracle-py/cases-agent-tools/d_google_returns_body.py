# Summary, Returns and body text after the sections
from langchain_core.tools import tool


@tool
def get_balance(account: str) -> float:
    """Get an account balance [sum].

    Returns:
        The balance in the account's currency [ret].

    Args:
        account: Account number [doc].
    """
    return 0.0
