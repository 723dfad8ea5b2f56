# Case: the server defined in app/server.py, tools decorated in app/tools.py importing it, main.py importing both.
from app.server import mcp
import app.tools  # noqa: F401  (registers the tools)

if __name__ == "__main__":
    mcp.run()
