// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod/mini";

export const server = new McpServer({ name: "case", version: "1.0.0" });

// zod mini: functional wrappers and `.check(...)` with check factories instead of methods.
server.registerTool(
  "t",
  {
    description: "Schedules a reminder, with a schema written in zod mini.",
    inputSchema: {
      text: z.string().check(z.minLength(1), z.maxLength(200), z.trim()),
      minutes: z.optional(z.number().check(z.gte(1), z.lte(1440), z.multipleOf(5))),
      tags: z.array(z.string().check(z.regex(/^[a-z]+$/))).check(z.maxLength(5)),
      code: z.nullable(z.string().check(z.startsWith("R-"))),
    },
  },
  async () => ({ content: [] }),
);
