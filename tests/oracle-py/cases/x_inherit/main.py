# Case: models deriving from models of other modules, a base with an alias_generator, a base toolsight cannot read.
from app.models import Admin, Camel
from app.external import Wrapped

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x_inherit")


@mcp.tool()
def promote(admin: Admin) -> Admin:
    """A model deriving from a model of another module [sum]."""
    return admin


@mcp.tool()
def camel(value: Camel) -> str:
    """Fields of a derived class under an inherited alias_generator [sum]."""
    return "ok"


@mcp.tool()
def wrapped(value: Wrapped) -> str:
    """A model deriving from a class outside the project's models [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
