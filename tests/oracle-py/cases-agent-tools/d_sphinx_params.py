# A Sphinx-style docstring with :param: and :return: fields
from langchain_core.tools import tool


@tool
def send_sms(phone: str, message: str, sender: str = "Acme") -> bool:
    """Send an SMS message [sum].

    :param phone: Recipient phone number in E.164 form [doc].
    :param message: Text of the message [doc].
    :param sender: Sender id shown to the recipient [doc].
    :return: Whether the message was queued [ret].
    """
    return True
