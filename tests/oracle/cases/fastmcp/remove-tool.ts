// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "kept",
  description: "Stays",
  parameters: z.object({ a: z.string() }),
  execute: async () => "ok",
});

server.addTool({
  name: "dropped",
  description: "Removed again",
  parameters: z.object({ b: z.string() }),
  execute: async () => "ok",
});

server.removeTool("dropped");
