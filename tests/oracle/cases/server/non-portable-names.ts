import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

// legal names by the specification that clients refuse: a dot, a leading digit
server.registerTool(
  "files.read",
  {
    description: "Reads one file of the workspace.",
    inputSchema: { path: z.string().max(500).describe("Path from the workspace root") },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  "2fa.verify",
  { description: "Checks a one-time code.", inputSchema: { code: z.string().length(6) } },
  async () => ({ content: [] }),
);

server.registerTool(
  "files_list",
  {
    description: "Lists the files of one folder.",
    inputSchema: { folder: z.string().max(500) },
  },
  async () => ({ content: [] }),
);

// its portable spelling is taken: no rename is offered, it would collide
server.registerTool("files.list", { description: "Lists the files of one folder and its subfolders." }, async () => ({ content: [] }));
