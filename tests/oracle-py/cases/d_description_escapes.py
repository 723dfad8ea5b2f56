# Case: description texts with quotes, backslashes, a tab, Markdown and a code block, from description= and a docstring.
from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_description_escapes")


@mcp.tool(description='Run a "quoted" query with a \\ backslash\tand a tab [dec].')
def run_query(sql: str = Field(description='The SQL, e.g. `SELECT 1` or "x" [field-def]')) -> str:
    return sql


@mcp.tool()
def markdown(path: str) -> str:
    """Read a file [sum].

    - **Bold** item [body]
    - `code` item

    ```python
    read("a.txt")
    ```
    """
    return path


if __name__ == "__main__":
    mcp.run()
