# Case: URL types with defaults and in lists: AnyUrl default, list[HttpUrl], Optional[AnyHttpUrl], FileUrl.
from typing import Optional

from pydantic import AnyHttpUrl, AnyUrl, FileUrl, HttpUrl

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_url_email_free")


@mcp.tool()
def crawl(
    seeds: list[HttpUrl],
    proxy: Optional[AnyHttpUrl] = None,
    base: AnyUrl = "https://example.com",
    local: Optional[FileUrl] = None,
) -> int:
    """URL types [sum]."""
    return len(seeds)


if __name__ == "__main__":
    mcp.run()
