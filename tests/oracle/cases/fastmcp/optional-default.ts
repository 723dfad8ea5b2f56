// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "search",
  description: "Searches",
  parameters: z.object({
    query: z.string().describe("What to look for"),
    limit: z.number().int().min(1).max(50).default(10),
    offset: z.number().optional(),
    lang: z.string().nullable(),
    safe: z.boolean().default(true).describe("Filter results"),
    tag: z.string().nullish(),
  }),
  execute: async () => "ok",
});
