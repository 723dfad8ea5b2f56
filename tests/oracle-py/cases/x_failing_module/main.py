# Case: a module reached by `from app import shapes` fails while loading (a dataclass list default); the server never answers.
from app import shapes  # noqa: F401  (imported for its classes)
from app.server import mcp

if __name__ == "__main__":
    mcp.run()
