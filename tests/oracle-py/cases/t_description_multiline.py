# Case: description= as an indented triple-quoted string (sent as written), and as a parenthesised implicit concatenation.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_description_multiline")


@mcp.tool(
    description="""
    Query the warehouse [dec].

    Returns at most 100 rows.
    """
)
def query(sql: str) -> str:
    """Ignored docstring [sum]."""
    return sql


@mcp.tool(
    description=(
        "List tables in a schema. "
        "Use before writing a query [dec]."
    )
)
def tables(schema: str = "public") -> list[str]:
    return []


if __name__ == "__main__":
    mcp.run()
