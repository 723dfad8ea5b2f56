import { z } from "zod";
import { server } from "../mcp.js";

server.registerTool(
  "add_note",
  {
    description: "Adds a note to the notebook.",
    inputSchema: { title: z.string().describe("The note's title"), body: z.string() },
  },
  async () => ({ content: [] }),
);

server.tool("list_notes", "Lists every note.", async () => ({ content: [] }));
