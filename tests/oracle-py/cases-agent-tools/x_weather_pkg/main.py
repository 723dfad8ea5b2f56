# Tools importing their models and enums from a package of the project
from langchain_core.tools import tool

from weather.models import Location, Units


@tool
def current_conditions(location: Location, units: Units = Units.METRIC) -> str:
    """Current conditions at a location [sum]."""
    return "sunny"
