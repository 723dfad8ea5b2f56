// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "weather",
  description: "The weather",
  parameters: z.object({ city: z.string() }),
  outputSchema: z.object({ temp: z.number(), detail: z.object({ wind: z.number() }), note: z.string().default("none") }),
  execute: async () => ({ content: [{ type: "text", text: "ok" }], structuredContent: { temp: 1, detail: { wind: 2 } } }),
});
