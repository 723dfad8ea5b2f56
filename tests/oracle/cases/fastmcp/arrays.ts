// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "batch",
  description: "Batches",
  parameters: z.object({
    urls: z.array(z.string()).min(1).max(10),
    ids: z.number().array().optional(),
    pair: z.tuple([z.string(), z.number()]),
    matrix: z.array(z.array(z.number())),
    set: z.array(z.string()).nonempty(),
  }),
  execute: async () => "ok",
});
