# Run by run.py for an agent-framework config: there is no server to speak to, so this runs the
# case module as `__main__` would be run (its own folder first on sys.path) and prints, as one
# JSON line on stdout, what openai-agents hands the model API for every `FunctionTool` the module
# binds at its top level, in the order the bindings were made. An exception that escapes the
# module is printed as its type and message instead, the way sitecustomize.py reports it for servers.
import json
import os
import runpy
import sys


def main(path):
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    try:
        from agents import FunctionTool
        namespace = runpy.run_path(path, run_name="oracle_case")
    except Exception as e:  # the golden of a module that does not load is its exception
        print(json.dumps({"load_error": "%s: %s" % (type(e).__name__, e)}))
        return
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
    print(json.dumps({"tools": tools}))


if __name__ == "__main__":
    main(sys.argv[1])
