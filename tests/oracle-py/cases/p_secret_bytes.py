# Case: SecretBytes, conbytes with lengths, and StrictBytes parameters.
from pydantic import SecretBytes, StrictBytes, conbytes

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_secret_bytes")


@mcp.tool()
def sign(key: SecretBytes, blob: conbytes(min_length=1, max_length=64), raw: StrictBytes = b"") -> int:
    """Secret and constrained bytes [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
