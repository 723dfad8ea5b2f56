// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "widget",
  description: "Has a UI",
  parameters: z.object({ id: z.string() }),
  _meta: { ui: { resourceUri: "ui://widget/main.html" } },
  execute: async () => "ok",
});
