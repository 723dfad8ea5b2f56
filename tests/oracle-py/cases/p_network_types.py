# Case: ipaddress types and pydantic's IPvAny*, AnyHttpUrl, a URL with a default, and a Json-free Base64 string.
from ipaddress import IPv4Address, IPv4Network, IPv6Address

from pydantic import AnyHttpUrl, Base64Str, IPvAnyAddress, IPvAnyNetwork

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_network_types")


@mcp.tool()
def ping(host: IPv4Address, host6: IPv6Address | None = None, any_host: IPvAnyAddress | None = None) -> str:
    """IP addresses [sum]."""
    return str(host)


@mcp.tool()
def route(network: IPv4Network, anywhere: IPvAnyNetwork) -> str:
    """IP networks [sum]."""
    return str(network)


@mcp.tool()
def fetch(url: AnyHttpUrl, payload: Base64Str = "") -> str:
    """An http(s) URL and a base64 string [sum]."""
    return str(url)


if __name__ == "__main__":
    mcp.run()
