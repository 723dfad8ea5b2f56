# Tools made under `if`s: a module constant decides two of them, and an environment variable the
# oracle never sets leaves the third undecided (conditional), and the fourth in its `else`.
import os
import typing

from langchain_core.tools import tool

READ_ONLY = False
REGION = "eu"

if not READ_ONLY:

    @tool
    def delete_record(record_id: str) -> str:
        """Delete a record [sum]."""
        return record_id


if REGION == "us":

    @tool
    def us_only(record_id: str) -> str:
        """Only in the US [sum]."""
        return record_id

elif REGION == "eu":

    @tool
    def eu_only(record_id: str) -> str:
        """Only in the EU [sum]."""
        return record_id


if os.environ.get("TOOLSIGHT_ORACLE_ADMIN"):

    @tool
    def admin_reset(confirm: bool) -> str:
        """Reset everything [sum]."""
        return "done"

else:

    @tool
    def request_reset(reason: str) -> str:
        """Ask an admin to reset [sum]."""
        return reason


if typing.TYPE_CHECKING:

    @tool
    def never_made(x: int) -> int:
        """Never made at run time [sum]."""
        return x
