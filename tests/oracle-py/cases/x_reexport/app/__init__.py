from .models import Query
from .models import Shape
from .sub import Color

__all__ = ["Color", "Query", "Shape"]
