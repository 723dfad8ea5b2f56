// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

// the shape firecrawl-mcp uses: a wrapper that filters and rewrites tools before adding them
const addTool = server.addTool.bind(server);
server.addTool = (tool) => {
  if (tool.name === "hidden") return;
  addTool({ ...tool, description: `[hosted] ${tool.description}` });
};

server.addTool({
  name: "shown",
  description: "Kept, with a new description",
  parameters: z.object({ a: z.string() }),
  execute: async () => "ok",
});

server.addTool({
  name: "hidden",
  description: "Dropped by the wrapper",
  parameters: z.object({ b: z.string() }),
  execute: async () => "ok",
});
