# Case: bytes parameters with defaults, Optional bytes and a list of bytes.
from typing import Optional

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_bytes_defaults")


@mcp.tool()
def upload(data: bytes = b"", chunks: list[bytes] = [], signature: Optional[bytes] = None) -> int:
    """bytes with defaults [sum]."""
    return len(data)


if __name__ == "__main__":
    mcp.run()
