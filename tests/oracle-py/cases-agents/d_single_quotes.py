# A docstring in single quotes, and a raw one.
from agents import function_tool


@function_tool
def f(x: int) -> int:
    'Summary in single quotes [sum].'
    return x


@function_tool
def g(x: int) -> int:
    r'''Raw docstring with \n [sum].

    Args:
        x: X value [doc].
    '''
    return x
