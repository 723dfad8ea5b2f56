# conint, constr and confloat
from pydantic import confloat, conint, constr

from langchain_core.tools import tool


@tool
def create_coupon(code: constr(min_length=4, max_length=12), percent_off: conint(ge=1, le=90), min_order: confloat(ge=0) = 0.0) -> str:
    """Create a discount coupon [sum]."""
    return code
