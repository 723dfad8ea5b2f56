# Case: uuid.UUID, Decimal, pathlib.Path and pydantic URL/e-mail-free special types.
import uuid
from decimal import Decimal
from pathlib import Path

from pydantic import AnyUrl, HttpUrl, SecretStr

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_uuid_decimal")


@mcp.tool()
def lookup(item_id: uuid.UUID, price: Decimal, where: Path) -> str:
    """UUID, Decimal and Path [sum]."""
    return str(item_id)


@mcp.tool()
def defaults(price: Decimal = Decimal("9.99"), folder: Path = Path("/tmp")) -> str:
    """Decimal and Path defaults [sum]."""
    return str(price)


@mcp.tool()
def urls(site: HttpUrl, any_url: AnyUrl, token: SecretStr) -> str:
    """pydantic URL and secret types [sum]."""
    return str(site)


if __name__ == "__main__":
    mcp.run()
