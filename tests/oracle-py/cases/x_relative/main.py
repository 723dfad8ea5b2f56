# Case: the server and its tools in a package module that imports its models relatively (`from .models import Query`).
from app.server import mcp

if __name__ == "__main__":
    mcp.run()
