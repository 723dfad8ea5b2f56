import { z } from "zod";
import { server } from "../mcp.js";

server.registerTool(
  "search_notes",
  {
    description: "Finds notes whose text contains the query.",
    inputSchema: { query: z.string().min(1), limit: z.number().int().max(50).optional() },
  },
  async () => ({ content: [] }),
);
