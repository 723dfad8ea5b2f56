# Strict and non-strict tools of a support agent, one async with a context
from typing import Any

from agents import RunContextWrapper, function_tool


@function_tool
async def lookup_customer(ctx: RunContextWrapper[Any], email: str) -> dict:
    """Look up a customer by email [sum].

    Args:
        email: Customer email address [doc].
    """
    return {}


@function_tool(strict_mode=False)
def update_customer(customer_id: str, fields: dict[str, str]) -> bool:
    """Update customer fields [sum].

    Args:
        customer_id: The customer [doc].
        fields: New values by field name [doc].
    """
    return True
