import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { convert } from "./convert.js";

const TOOLS = [
  { name: "list_notes", description: "List the notes of the workspace, newest first, with their titles and dates.", schema: z.object({}) },
  { name: "delete_note", description: "Delete one note of the workspace by its id; this cannot be undone.", schema: z.object({ id: z.string().max(64).describe("The note's id") }) },
];

export const server = new Server({ name: "s", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: TOOLS.map((t) => ({ name: t.name, description: t.description, inputSchema: convert(t.schema) })),
}));
