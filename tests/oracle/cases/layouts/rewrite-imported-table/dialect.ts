import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import catalogue from "./tools.js";

const shapes = new Map(Object.values(catalogue).map((tool) => [tool.name, tool.inputSchema]));

// Re-emits each listed input schema for draft 2020-12 (the SDK writes draft-07).
export default function useDraft2020(server: McpServer) {
  const handlers = (server.server as any)._requestHandlers;
  const inner = handlers.get("tools/list");
  if (!inner) return;
  server.server.setRequestHandler(ListToolsRequestSchema, async (request: any, extra: any) => {
    const result = await inner(request, extra);
    for (const tool of result.tools) {
      const shape = shapes.get(tool.name);
      if (!shape) continue;
      tool.inputSchema = z.toJSONSchema(z.object(shape), { target: "draft-2020-12", io: "input" });
    }
    return result;
  });
}
