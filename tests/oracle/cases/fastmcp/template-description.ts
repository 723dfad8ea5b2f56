// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

const MAX = 20;
const PRODUCT = "Acme";

server.addTool({
  name: "scrape",
  description: `
Scrape one page of the ${PRODUCT} site.

Returns at most ${MAX} links.
`,
  parameters: z.object({
    url: z.string().describe(`The ${PRODUCT} page to scrape`),
    depth: z.number().max(MAX).describe(`At most ${MAX}`),
  }),
  execute: async () => "ok",
});
