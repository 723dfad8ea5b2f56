# Loaded by the case's own interpreter at startup (run.py puts this folder on PYTHONPATH), so a
# case runs exactly as `python cases/<name>.py`. The only addition: an exception that escapes the
# module (an import or registration error) is also written to stderr as one JSON line, so run.py
# records its type and message exactly instead of parsing a traceback.
import json
import sys

_MARK = "@@toolsight-oracle-load-error@@"
_previous_hook = sys.excepthook


def _hook(exc_type, exc, tb):
    try:
        sys.stderr.write("\n" + _MARK + " " + json.dumps({"type": exc_type.__name__, "message": str(exc)}) + "\n")
        sys.stderr.flush()
    finally:
        _previous_hook(exc_type, exc, tb)


sys.excepthook = _hook
