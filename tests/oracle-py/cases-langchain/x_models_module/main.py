# a model imported from a module of the project
from langchain_core.tools import tool

from models import Invoice


@tool
def file_invoice(invoice: Invoice, copies: int = 1) -> str:
    """File an invoice [sum]."""
    return invoice.number
