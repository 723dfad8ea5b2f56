# Auto-detected NumPy style with Returns and Raises
from agents import function_tool


@function_tool
def parse_date(text: str, dayfirst: bool = False) -> str:
    """Parse a human date into ISO format [sum].

    Parameters
    ----------
    text : str
        The date text, e.g. "3 March" [doc].
    dayfirst : bool
        Read 01/02 as 1 February [doc].

    Returns
    -------
    str
        ISO 8601 date [ret].

    Raises
    ------
    ValueError
        When the text is not a date [raises].
    """
    return ""
