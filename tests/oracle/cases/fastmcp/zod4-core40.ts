// oracle-configs: fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod/v4";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

// zod 3.25's zod 4 core (4.0) has no ~standard.jsonSchema: xsschema converts it itself
server.addTool({
  name: "core40",
  description: "A zod/v4 schema with zod 3.25 installed",
  parameters: z.object({
    a: z.string(),
    n: z.number().default(3),
    inner: z.object({ b: z.boolean() }),
  }),
  execute: async () => "ok",
});
