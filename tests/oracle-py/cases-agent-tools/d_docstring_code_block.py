# A docstring body with an indented code block and a bullet list
from langchain_core.tools import tool


@tool
def run_shell(command: str, cwd: str = "/tmp") -> str:
    """Run a shell command in a sandbox [sum].

    Allowed commands include [body]:

    - ls
    - cat
    - grep

    For instance::

        run_shell("ls -la")

    Args:
        command: The command line [doc].
        cwd: Working directory [doc].
    """
    return ""
