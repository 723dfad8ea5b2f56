# parse_docstring=True: an Args entry for an unannotated parameter is not in the signature's hints
from langchain_core.tools import tool


@tool(parse_docstring=True)
def tag_item(item: str, label="new") -> str:
    """Tag an item [sum].

    Args:
        item: The item [doc].
        label: The label [doc].
    """
    return item
