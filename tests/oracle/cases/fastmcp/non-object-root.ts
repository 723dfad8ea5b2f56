// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "text",
  description: "A string root",
  parameters: z.string(),
  execute: async () => "ok",
});

server.addTool({
  name: "either",
  description: "A union root",
  parameters: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
  execute: async () => "ok",
});
