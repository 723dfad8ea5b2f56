# Case: pydantic's FilePath, DirectoryPath and NewPath, and pathlib.PurePath.
from pathlib import PurePath

from pydantic import DirectoryPath, FilePath, NewPath

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_path_types")


@mcp.tool()
def copy(src: FilePath, dest_dir: DirectoryPath, new: NewPath, pure: PurePath) -> str:
    """Path kinds [sum]."""
    return str(src)


if __name__ == "__main__":
    mcp.run()
