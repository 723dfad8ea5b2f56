// oracle-configs: sdk1-zod3 sdk1-zod4 sdk1.24-zod4 sdk1.15-zod3
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

// Task tools (`server.experimental.tasks.registerToolTask`), registered by a function that is
// handed the server, beside an ordinary tool: the SDK spreads each config's `execution` over
// `{ taskSupport: "required" }`.
const handler = {
  createTask: async () => ({ task: { taskId: "t", status: "working", ttl: null, createdAt: "" } }),
  getTask: async () => ({ taskId: "t", status: "working", ttl: null, createdAt: "" }),
  getTaskResult: async () => ({ content: [] }),
};

function registerResearch(server: McpServer) {
  server.experimental.tasks.registerToolTask(
    "research",
    {
      title: "Research",
      description: "Researches a topic in the background.",
      inputSchema: { topic: z.string().describe("What to research") },
      annotations: { readOnlyHint: true },
    },
    handler,
  );
  server.experimental.tasks.registerToolTask(
    "summarize",
    {
      description: "Summarizes a document, as a task when the client wants one.",
      inputSchema: { url: z.string() },
      execution: { taskSupport: "optional" },
    },
    handler,
  );
}

// a helper nothing here calls (a published package's opt-in tool): the server lists none of it
export function registerBeta(server: McpServer) {
  server.experimental.tasks.registerToolTask("beta", { description: "Beta.", inputSchema: {} }, handler);
}

export const server = new McpServer({ name: "case", version: "1.0.0" });
server.registerTool("echo", { description: "Echoes.", inputSchema: { text: z.string() } }, async () => ({ content: [] }));
registerResearch(server);
