# NumPy style with a body paragraph and a Notes section
from langchain_core.tools import tool


@tool
def forecast_sales(product_id: str, months: int = 6) -> list[float]:
    """Forecast monthly sales of a product [sum].

    Uses exponential smoothing on the last two years [body].

    Parameters
    ----------
    product_id : str
        The product SKU [doc].
    months : int, optional
        How many months ahead [doc].

    Notes
    -----
    Seasonality is detected automatically.
    """
    return []
