# Run by run.py for the langchain config: prints what langchain-core hands the model API for every
# tool (`BaseTool`, what `@tool` makes) a case module binds at its top level, in the order the
# bindings were made: `convert_to_openai_tool(tool)["function"]`, which chat models' `bind_tools`
# send (fork_capture.py runs the cases). A tool whose conversion raises is listed with the error.
import fork_capture
from langchain_core.tools import BaseTool  # imported once, before the cases are forked
from langchain_core.utils.function_calling import convert_to_openai_tool


def describe(tool):
    try:
        return convert_to_openai_tool(tool)["function"]
    except Exception as e:
        return {"name": tool.name, "convert_error": "%s: %s" % (type(e).__name__, e)}


def capture(path):
    namespace, failed = fork_capture.module_namespace(path)
    if failed:
        return failed
    return {"tools": [describe(v) for v in namespace.values() if isinstance(v, BaseTool)]}


if __name__ == "__main__":
    fork_capture.main(capture)
