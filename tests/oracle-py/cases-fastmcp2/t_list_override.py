# Case: a FastMCP subclass whose `tool` wraps each function in a decorator that keeps its
# signature, and whose `_list_tools_mcp` hides tools by the environment and flattens nullable
# unions for clients that reject `anyOf`; a server mounted into it under a namespace.
import functools
import logging
import os
from typing import Annotated, Optional

from pydantic import Field

from fastmcp import FastMCP

logger = logging.getLogger(__name__)


def logged(fn):
    """Logs each call [deco]."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        logger.info("calling %s", fn.__name__)
        return fn(*args, **kwargs)

    return wrapper


def flatten(tool):
    """Turns `X | None` into `X` at the top of the input [helper]."""
    schema = tool.inputSchema
    for prop in schema.get("properties", {}).values():
        options = prop.get("anyOf")
        if not isinstance(options, list):
            continue
        rest = [o for o in options if o != {"type": "null"}]
        if len(rest) == 1 and len(options) == 2:
            prop.pop("anyOf")
            prop.update({k: v for k, v in rest[0].items() if k not in prop})
    return tool


class Filtered(FastMCP):
    """Hides write tools in read-only mode and flattens schemas [cls]."""

    def tool(self, name_or_fn=None, **kwargs):
        if callable(name_or_fn):
            return super().tool(logged(name_or_fn), **kwargs)
        if isinstance(name_or_fn, str):
            kwargs = {**kwargs, "name": name_or_fn}

        def decorator(fn):
            return super(Filtered, self).tool(logged(fn), **kwargs)

        return decorator

    def _hidden(self, tool):
        if os.environ.get("ORACLE_READ_ONLY") and "write" in tool.tags:
            return True
        return False

    async def _list_tools_mcp(self):
        tools = await self.list_tools()
        logger.debug(f"listing {len(tools)} tools")
        listed = []
        for tool in tools:
            if self._hidden(tool):
                logger.debug("hiding %s", tool.name)
                continue
            listed.append(flatten(tool.to_mcp_tool(name=tool.name)))
        return listed


mcp = Filtered("t_list_override")
child = FastMCP("child")


@mcp.tool(tags={"read"})
def search(
    query: str,
    limit: Optional[int] = None,
    cursor: Annotated[Optional[str], Field(description="Where to resume")] = None,
) -> str:
    """Search [sum]."""
    return query


@mcp.tool("remove", tags={"write"})
def delete_item(item_id: int, reason: str | None = None) -> str:
    """Delete an item [sum]."""
    return str(item_id)


@mcp.tool
def ping() -> str:
    """Ping [sum]."""
    return "pong"


@child.tool
def echo(text: Optional[str] = None, times: int | float | None = 1) -> str:
    """Echo [sum]."""
    return text or ""


mcp.mount(child, "kid")


if __name__ == "__main__":
    mcp.run()
