// oracle-configs: fastmcp4.3-zod4
import { FastMCP } from "fastmcp";
import * as z from "zod/mini";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "mini",
  description: "A zod mini schema",
  parameters: z.object({ a: z.string(), b: z.optional(z.number()) }),
  execute: async () => "ok",
});
