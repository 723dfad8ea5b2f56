# Case: Sphinx docstrings with `:param int x:`, `:type x:`, `:return:` and `:rtype:` fields, and an epytext one.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_docstring_sphinx_types")


@mcp.tool()
def typed_params(count: int, label: str) -> str:
    """Repeat a label [sum].

    :param int count: How many times [doc].
    :param label: The text [doc].
    :type label: str
    :return: The repeated label [ret].
    :rtype: str
    """
    return label * count


@mcp.tool()
def epytext(value: float) -> float:
    """Halve a value [sum].

    @param value: The value to halve [doc].
    @return: Half of it [ret].
    """
    return value / 2


if __name__ == "__main__":
    mcp.run()
