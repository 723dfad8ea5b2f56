# A cluster tool: int replicas, namespace default, a dict of labels
from langchain_core.tools import tool


@tool
def scale_deployment(name: str, replicas: int, namespace: str = "default") -> str:
    """Scale a deployment to a number of replicas [sum].

    :param name: Deployment name [doc].
    :param replicas: Desired replica count [doc].
    :param namespace: Kubernetes namespace [doc].
    """
    return "scaled"


@tool
def list_pods(namespace: str = "default", labels: dict[str, str] | None = None) -> list[str]:
    """List pods, optionally filtered by labels [sum].

    :param namespace: Kubernetes namespace [doc].
    :param labels: Label selector as key/value pairs [doc].
    """
    return []
