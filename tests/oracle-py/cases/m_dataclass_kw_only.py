# Case: dataclasses with kw_only=True, a KW_ONLY marker, field(init=False) and field(metadata=...).
from dataclasses import KW_ONLY, dataclass, field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_dataclass_kw_only")


@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    depth: int


@dataclass
class Job:
    name: str
    _: KW_ONLY
    retries: int = 3
    computed: str = field(init=False, default="x")
    owner: str = field(default="me", metadata={"doc": "ignored"})


@mcp.tool()
def submit(job: Job, options: Options) -> str:
    """Keyword-only dataclasses [sum]."""
    return job.name


if __name__ == "__main__":
    mcp.run()
