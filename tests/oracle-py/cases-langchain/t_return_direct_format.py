# return_direct and response_format on realistic tools
from langchain_core.tools import tool


@tool(return_direct=True)
def final_answer(answer: str) -> str:
    """Give the final answer to the user [sum]."""
    return answer


@tool(response_format="content_and_artifact")
def search_images(query: str, count: int = 4) -> tuple[str, list[str]]:
    """Search images [sum]."""
    return "found", []
