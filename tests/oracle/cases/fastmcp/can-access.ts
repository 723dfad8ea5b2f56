// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "admin_only",
  description: "Listed over stdio; over HTTP only to admins",
  canAccess: (auth) => auth?.role === "admin",
  parameters: z.object({ id: z.string() }),
  execute: async () => "ok",
});
