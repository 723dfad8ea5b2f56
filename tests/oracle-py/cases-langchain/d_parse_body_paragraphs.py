# parse_docstring=True with two body paragraphs and an Example after Args
from langchain_core.tools import tool


@tool(parse_docstring=True)
def deploy(service: str, version: str) -> str:
    """Deploy a service version [sum].

    The rollout is gradual [body].

    Failed health checks roll it back [body].

    Args:
        service: Service name [doc].
        version: Version tag [doc].

    Example:
        deploy("api", "1.2.3")
    """
    return "ok"
