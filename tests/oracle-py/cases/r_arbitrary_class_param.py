# Case: a plain class (not a model, dataclass or TypedDict) as a parameter annotation fails while the tool registers.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_arbitrary_class_param")


class Connection:
    def __init__(self, dsn: str) -> None:
        self.dsn = dsn


@mcp.tool()
def query(conn: Connection, sql: str) -> str:
    """A non-pydantic class parameter [sum]."""
    return sql


if __name__ == "__main__":
    mcp.run()
