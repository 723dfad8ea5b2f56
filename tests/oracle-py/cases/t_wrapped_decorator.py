# Case: a project decorator between the tool decorator and the function: with functools.wraps (the signature is followed) and without it.
import functools

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_wrapped_decorator")


def handle_errors(fn):
    @functools.wraps(fn)
    async def wrapper(*args, **kwargs):
        try:
            return await fn(*args, **kwargs)
        except Exception as e:
            return str(e)

    return wrapper


@mcp.tool()
@handle_errors
async def fetch(url: str, timeout: int = 10) -> str:
    """Fetch a URL [sum]."""
    return url


if __name__ == "__main__":
    mcp.run()
