// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "act",
  description: "Acts",
  parameters: z.object({
    target: z.union([z.string(), z.number()]),
    action: z.discriminatedUnion("type", [
      z.object({ type: z.literal("click"), selector: z.string() }),
      z.object({ type: z.literal("wait"), ms: z.number() }),
    ]),
    both: z.object({ a: z.string() }).and(z.object({ b: z.number() })),
  }),
  execute: async () => "ok",
});
