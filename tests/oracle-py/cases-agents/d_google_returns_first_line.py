# A Google docstring whose summary runs over two lines, then Args without a blank line
from agents import function_tool


@function_tool
def archive_mail(folder: str, older_than_days: int = 30) -> int:
    """Archive mail older than some days from a folder and
    report how many messages moved [sum].
    Args:
        folder: Mail folder [doc].
        older_than_days: Age threshold [doc].
    """
    return 0
