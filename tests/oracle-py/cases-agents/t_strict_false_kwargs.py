# **kwargs and *args under strict_mode=False
from agents import function_tool


@function_tool(strict_mode=False)
def tag_resource(resource_id: str, **tags: str) -> bool:
    """Tag a resource with key/value pairs [sum].

    Args:
        resource_id: The resource [doc].
        tags: Tag values by key [doc].
    """
    return True


@function_tool(strict_mode=False)
def sum_all(*numbers: float) -> float:
    """Sum numbers [sum]."""
    return sum(numbers)
