from pydantic import Field


def register(mcp):
    @mcp.tool()
    def read_file(path: str = Field(description="File path [field-def]")) -> str:
        """Read a file [sum]."""
        return path

    @mcp.tool()
    def list_dir(path: str = ".") -> list[str]:
        """List a directory [sum]."""
        return []
