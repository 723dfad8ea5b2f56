# is_enabled as a callable and needs_approval as a function: the schema is unchanged
from agents import RunContextWrapper, function_tool


def admin_only(ctx: RunContextWrapper, agent) -> bool:
    return True


async def ask_human(ctx, params, call_id) -> bool:
    return True


@function_tool(is_enabled=admin_only, needs_approval=ask_human)
def delete_user(user_id: int, hard: bool = False) -> bool:
    """Delete a user account [sum].

    Args:
        user_id: The account [doc].
        hard: Erase instead of deactivating [doc].
    """
    return True
