# An agent definition using the tools in the same module
from agents import Agent, function_tool


@function_tool
def get_time(timezone: str = "UTC") -> str:
    """Get the current time in a timezone [sum].

    Args:
        timezone: IANA timezone name [doc].
    """
    return ""


@function_tool
def get_date(timezone: str = "UTC") -> str:
    """Get today's date in a timezone [sum]."""
    return ""


assistant = Agent(name="Clock", instructions="Tell the time.", tools=[get_time, get_date])
