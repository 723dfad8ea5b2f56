# A client class in the module; tools call it
from langchain_core.tools import tool


class Client:
    def __init__(self, token: str) -> None:
        self.token = token

    def get(self, path: str) -> dict:
        return {}


client = Client("secret")


@tool
def get_profile(username: str) -> dict:
    """Get a user's public profile [sum]."""
    return client.get(f"/users/{username}")
