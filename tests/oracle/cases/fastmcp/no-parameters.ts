// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "ping",
  description: "Pings",
  execute: async () => "pong",
});

server.addTool({
  name: "undescribed",
  parameters: z.object({}),
  execute: async () => "ok",
});
