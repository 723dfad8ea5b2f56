// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

// Metadata attached by `.register(...)` and by a later `globalRegistry.add`, then reused.
const Unit = z.enum(["celsius", "fahrenheit"]).register(z.globalRegistry, { id: "Unit", title: "Temperature unit" });
const Reading = z.number();
z.globalRegistry.add(Reading, { description: "A thermometer reading" });

server.registerTool(
  "t",
  {
    description: "Records a temperature with its unit.",
    inputSchema: {
      unit: Unit,
      reading: Reading,
      previous: Reading.optional().describe("The reading before this one"),
    },
  },
  async () => ({ content: [] }),
);
