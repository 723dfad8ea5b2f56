// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "delete_file",
  description: "Deletes a file",
  annotations: {
    title: "Delete file",
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: true,
    openWorldHint: false,
  },
  parameters: z.object({ path: z.string() }),
  execute: async () => "ok",
});

server.addTool({
  name: "read_file",
  annotations: { readOnlyHint: true },
  description: "Reads a file",
  parameters: z.object({ path: z.string() }),
  execute: async () => "ok",
});
