import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { convert } from "./convert.js";

const search = z.object({
  limit: z.number().int().min(1).max(1000).describe("How many results to return"),
  query: z.string().min(1).describe("The words to look for"),
});

export const server = new Server({ name: "s", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: "search_notes", description: "Search the notes by their words, newest first, returning at most `limit` matches.", inputSchema: convert(search) },
  ],
}));
