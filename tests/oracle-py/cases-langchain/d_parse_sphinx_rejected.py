# parse_docstring=True with error_on_invalid_docstring=False on a Sphinx docstring
from langchain_core.tools import tool


@tool(parse_docstring=True, error_on_invalid_docstring=False)
def send_sms(phone: str, message: str) -> bool:
    """Send an SMS [sum].

    :param phone: E.164 number [doc].
    :param message: The text [doc].
    """
    return True
