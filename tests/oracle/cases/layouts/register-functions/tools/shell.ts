import { z } from "zod";

// Untyped, as in compiled output: only the call site says what `server` is.
export const registerShellTools = (server) => {
  server.tool("run_command", "Runs a shell command.", { command: z.string() }, async () => ({
    content: [],
  }));
};
