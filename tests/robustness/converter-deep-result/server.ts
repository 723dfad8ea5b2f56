import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
function convert(schema: any): any {
  let a = [1];
  a = a.concat(a); a = a.concat(a); a = a.concat(a); a = a.concat(a); a = a.concat(a);
  a = a.concat(a); a = a.concat(a); a = a.concat(a); a = a.concat(a); a = a.concat(a);
  a = a.concat(a);
  return a.reduce((o: any) => ({ type: "object", properties: { a: o } }), { type: "string" });
}
const server = new Server({ name: "deep", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "t", description: "deep", inputSchema: convert(z.object({ a: z.string() })) }] }));
