import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { guards } from "./guard.js";

function checkParams(kind: string, params: unknown) {
  if (params !== undefined && typeof params !== "object") {
    throw new Error(`bad parameters for ${kind}`);
  }
  return params ?? {};
}

// Every request goes through one place that checks its parameters and guards the work.
async function dispatch<T>(kind: string, params: unknown, work: (checked: unknown) => Promise<T>): Promise<T> {
  try {
    const checked = checkParams(kind, params);
    const answer = await guards.remote.run(() => work(checked));
    return answer;
  } catch (error) {
    console.error(`${kind} failed`);
    throw error;
  }
}

export function installHandlers(server: Server) {
  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    return await dispatch("tools/list", request.params, async () => {
      const tools = [
        {
          name: "find_recipe",
          description: "Finds a recipe by dish name",
          inputSchema: {
            type: "object" as const,
            properties: { dish: { type: "string", description: "Dish to look up" } },
            required: ["dish"],
          },
        },
        {
          name: "list_cuisines",
          description: "Lists the cuisines known",
          inputSchema: { type: "object" as const, properties: {} },
        },
      ];
      return { tools };
    });
  });
}
