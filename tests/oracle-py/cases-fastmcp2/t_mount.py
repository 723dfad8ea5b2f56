# Case: a sub-server mounted with a prefix and another imported: their tools join the parent's.
from fastmcp import FastMCP

mcp = FastMCP("t_mount")
weather = FastMCP("weather")
files = FastMCP("files")


@mcp.tool
def own(query: str) -> str:
    """The parent's own tool [sum]."""
    return query


@weather.tool
def forecast(city: str) -> str:
    """Mounted tool [sum]."""
    return city


@files.tool
def read(path: str) -> str:
    """Imported tool [sum]."""
    return path


mcp.mount(weather, prefix="weather")

if __name__ == "__main__":
    import asyncio

    asyncio.run(mcp.import_server(files, prefix="files"))
    mcp.run()
