// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod/v3";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "legacy",
  description: "A zod 3 schema",
  parameters: z.object({
    url: z.string().url(),
    count: z.number().int().positive().default(5),
    tags: z.array(z.string()).optional(),
    mode: z.enum(["a", "b"]).describe("The mode"),
    inner: z.object({ deep: z.boolean() }),
    pick: z.union([z.string(), z.number()]),
  }),
  execute: async () => "ok",
});
