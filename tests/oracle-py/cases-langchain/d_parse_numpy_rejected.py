# parse_docstring=True on a NumPy docstring
from langchain_core.tools import tool


@tool(parse_docstring=True)
def percentile(values: list[float], q: float = 50.0) -> float:
    """Compute a percentile [sum].

    Parameters
    ----------
    values : list of float
        Samples [doc].
    q : float
        Percentile [doc].
    """
    return 0.0
