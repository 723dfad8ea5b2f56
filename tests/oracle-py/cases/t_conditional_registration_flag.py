# Case: tools registered under a module flag that is a literal (decided) and under one read from the environment (undecided).
import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_conditional_registration_flag")

ENABLE_ADMIN = False
ENABLE_READ = True

if ENABLE_READ:

    @mcp.tool()
    def read(x: int) -> int:
        """Always registered [sum]."""
        return x


if ENABLE_ADMIN:

    @mcp.tool()
    def admin(x: int) -> int:
        """Never registered [sum]."""
        return x


if os.environ.get("TOOLSIGHT_ORACLE_NEVER_SET"):

    @mcp.tool()
    def env_gated(x: int) -> int:
        """Registered when the variable is set [sum]."""
        return x


if __name__ == "__main__":
    mcp.run()
