# Run by run.py for the openai-agents config: prints what openai-agents hands the model API for
# every `FunctionTool` a case module binds at its top level, in the order the bindings were made
# (fork_capture.py runs the cases).
import fork_capture
from agents import FunctionTool  # imported once, before the cases are forked


def capture(path):
    namespace, failed = fork_capture.module_namespace(path)
    if failed:
        return failed
    tools = [
        {
            "name": v.name,
            "description": v.description,
            "params_json_schema": v.params_json_schema,
            "strict_json_schema": v.strict_json_schema,
        }
        for v in namespace.values()
        if isinstance(v, FunctionTool)
    ]
    return {"tools": tools}


if __name__ == "__main__":
    fork_capture.main(capture)
