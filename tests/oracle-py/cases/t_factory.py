# Case: the server made by a function that returns it, with its tools' names from an Enum's `.value`, a description and annotations from module constants, and one tool registered by the caller.
from enum import Enum

from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations


class Tools(str, Enum):
    STATUS = "factory_status"
    COMMIT = "factory_commit"


READ_ONLY = ToolAnnotations(readOnlyHint=True, destructiveHint=False)
COMMIT_DESCRIPTION = "Records the staged changes [dec]"


def create_server() -> FastMCP:
    server = FastMCP("t_factory")

    @server.tool(name=Tools.STATUS.value, description="Shows the status [dec]", annotations=READ_ONLY)
    def status(repo_path: str) -> str:
        return repo_path

    @server.tool(name=Tools.COMMIT.value, description=COMMIT_DESCRIPTION)
    def commit(repo_path: str, message: str) -> str:
        return message

    return server


def main() -> None:
    server = create_server()

    @server.tool()
    def version() -> str:
        """The server's version [sum]."""
        return "1"

    server.run()


if __name__ == "__main__":
    main()
