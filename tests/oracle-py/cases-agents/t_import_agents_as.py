# import agents as ag.
import agents as ag


@ag.function_tool(description_override="Desc [dec].")
def one(a: int) -> int:
    return a
