# name_override and description_override together, and use_docstring_info=False with an override
from agents import function_tool


@function_tool(name_override="kb_search", description_override="Search the knowledge base [dec]")
def search_knowledge_base(query: str, top_k: int = 3) -> list[str]:
    """This summary is replaced [sum].

    Args:
        query: The query [doc].
        top_k: How many passages [doc].
    """
    return []


@function_tool(use_docstring_info=False, name_override="ticket_status")
def get_ticket_status(ticket_id: str) -> str:
    """Unused summary [sum].

    Args:
        ticket_id: Unused [doc].
    """
    return "open"
