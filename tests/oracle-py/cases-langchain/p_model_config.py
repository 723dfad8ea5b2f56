# a parameter named model_config is silently dropped
from langchain_core.tools import tool


@tool
def train(epochs: int, model_config: dict = {}) -> str:
    """Train a model [sum]."""
    return str(epochs)
