// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "objects",
  description: "Object modes",
  parameters: z.object({
    strict: z.object({ a: z.string() }).strict(),
    loose: z.object({ a: z.string() }).passthrough(),
    rest: z.object({ a: z.string() }).catchall(z.number()),
    map: z.record(z.string(), z.number()),
    any: z.any(),
    unknown: z.unknown(),
  }),
  execute: async () => "ok",
});

server.addTool({
  name: "loose_root",
  description: "A passthrough root",
  parameters: z.object({ a: z.string() }).passthrough(),
  execute: async () => "ok",
});

server.addTool({
  name: "strict_root",
  description: "A strict root",
  parameters: z.strictObject({ a: z.string() }),
  execute: async () => "ok",
});
