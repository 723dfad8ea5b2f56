# Case: parameters named like JSON Schema keywords (title, type, properties, default).
from fastmcp import FastMCP

mcp = FastMCP("p_title_type_names")


@mcp.tool
def keyword_names(title: str, type: str, properties: int = 0, default: str = "x") -> str:
    """Keyword-named parameters [sum]."""
    return title


@mcp.tool
def only_title(title: str, body: str) -> str:
    """A parameter named title beside no keyword [sum]."""
    return title


if __name__ == "__main__":
    mcp.run()
