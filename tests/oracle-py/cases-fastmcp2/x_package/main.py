# Case: a fastmcp project of several modules: the server in app/server.py, tools in app/tools.py registered through a helper, models in app/models.py.
from app.server import mcp
import app.tools  # noqa: F401  (registers the tools)

if __name__ == "__main__":
    mcp.run()
