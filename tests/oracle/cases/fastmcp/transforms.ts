// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "convert",
  description: "Input side of transforms",
  parameters: z.object({
    n: z.string().transform((s) => Number(s)),
    d: z.coerce.number(),
    p: z.string().pipe(z.string().min(2)),
    b: z.number().gt(0).lt(100).multipleOf(5),
    s: z.string().min(1).max(9).length(5),
  }),
  execute: async () => "ok",
});
