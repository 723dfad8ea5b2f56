# Sphinx style with :type: lines and :raises:
from langchain_core.tools import tool


@tool
def lookup_ip(address: str, detailed: bool = False) -> dict:
    """Look up geolocation data for an IP address [sum].

    :param address: IPv4 or IPv6 address [doc].
    :type address: str
    :param detailed: Include ASN and ISP [doc].
    :type detailed: bool
    :raises ValueError: if the address is malformed [raises].
    :returns: The location record [ret].
    """
    return {}
