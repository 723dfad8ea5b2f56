# docstring_style="numpy" forced on a NumPy docstring, and "sphinx" on a Sphinx one
from agents import function_tool


@function_tool(docstring_style="numpy")
def percentile(values: list[float], q: float = 50.0) -> float:
    """Compute a percentile [sum].

    Parameters
    ----------
    values : list of float
        The samples [doc].
    q : float
        The percentile, 0 to 100 [doc].
    """
    return 0.0


@function_tool(docstring_style="sphinx")
def median(values: list[float]) -> float:
    """Compute the median [sum].

    :param values: The samples [doc].
    """
    return 0.0
