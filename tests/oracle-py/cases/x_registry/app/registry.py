import functools
import inspect
import os

from mcp.types import ToolAnnotations

READ_ONLY = ToolAnnotations(readOnlyHint=True, destructiveHint=False)
CHANGES = ToolAnnotations(readOnlyHint=False, destructiveHint=True)


class ToolRegistry:
    """Registers tools on the server; in read-only mode only the readers."""

    def __init__(self, server, read_only: bool):
        self.server = server
        self.read_only = read_only

    def reader(self, title: str):
        return self._register(title, READ_ONLY, lists_output=True)

    def writer(self, title: str):
        return self._register(title, CHANGES, lists_output=False)

    def _register(self, title, annotations, *, lists_output):
        def decorate(function):
            if self.read_only and not annotations.readOnlyHint:
                return function
            returns_text = inspect.signature(function).return_annotation is str
            self.server.tool(
                title=title,
                description=inspect.cleandoc(function.__doc__ or ""),
                annotations=annotations,
                structured_output=False if returns_text or not lists_output else None,
            )(_logged(function))
            tool = self.server._tool_manager.get_tool(function.__name__)
            _slim(tool.parameters)
            return function

        return decorate


def _logged(function):
    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        return function(*args, **kwargs)

    return wrapper


def _slim(schema):
    schema.pop("title", None)
    for sub in schema.get("properties", {}).values():
        _slim(sub)
    if "anyOf" in schema and schema.get("default", 0) is None:
        rest = [o for o in schema["anyOf"] if o != {"type": "null"}]
        del schema["default"]
        if len(rest) == 1:
            del schema["anyOf"]
            schema.update(rest[0] | schema)


def read_only_mode() -> bool:
    return os.environ.get("X_REGISTRY_READ_ONLY") == "1"
