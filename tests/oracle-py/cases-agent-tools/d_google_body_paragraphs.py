# A summary with two body paragraphs before Args
from langchain_core.tools import tool


@tool
def deploy(service: str, version: str) -> str:
    """Deploy a service version to production [sum].

    The deployment is rolled out gradually over ten minutes [body].

    If health checks fail the rollout stops and rolls back [body].

    Args:
        service: Name of the service [doc].
        version: Version tag to deploy [doc].
    """
    return "deployed"
