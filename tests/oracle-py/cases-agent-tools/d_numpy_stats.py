# A NumPy-style docstring with Parameters and Returns sections
from langchain_core.tools import tool


@tool
def describe_column(table: str, column: str, percentiles: list[float] = [0.25, 0.5, 0.75]) -> dict:
    """Describe the distribution of a column [sum].

    Parameters
    ----------
    table : str
        Table name [doc].
    column : str
        Column name [doc].
    percentiles : list of float
        Percentiles to compute [doc].

    Returns
    -------
    dict
        Statistics by name [ret].
    """
    return {}
