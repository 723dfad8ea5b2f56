# Case: a package using `from __future__ import annotations` and `from . import models` to reach its classes.
from app.tools import mcp

if __name__ == "__main__":
    mcp.run()
