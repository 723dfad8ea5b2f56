// oracle-configs: fastmcp4.3-zod4
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

const Node = z.object({
  name: z.string(),
  get children() {
    return z.array(Node);
  },
});

server.addTool({
  name: "tree",
  description: "A tree",
  parameters: z.object({ root: Node }),
  execute: async () => "ok",
});
