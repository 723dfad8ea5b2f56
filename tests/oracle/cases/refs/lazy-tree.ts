import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

type Node = { name: string; children: Node[] };
const TreeNode: z.ZodType<Node> = z.lazy(() =>
  z.object({
    name: z.string(),
    children: z.array(TreeNode),
  }),
);

server.registerTool(
  "t",
  {
    description: "Imports a folder tree defined recursively with z.lazy.",
    inputSchema: {
      root: TreeNode,
    },
  },
  async () => ({ content: [] }),
);
