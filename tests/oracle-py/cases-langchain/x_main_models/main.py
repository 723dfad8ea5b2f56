# The entry module defines tools over models imported from a models module
from langchain_core.tools import tool

from models import Invoice, Status


@tool(parse_docstring=True)
def file_invoice(invoice: Invoice, status: Status = Status.DRAFT) -> str:
    """File an invoice [sum].

    Args:
        invoice: The invoice [doc].
        status: Initial status [doc].
    """
    return "inv"
