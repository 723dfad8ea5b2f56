import { Server } from "@modelcontextprotocol/sdk/server/index.js";

export function makeServer(version: string) {
  return new Server({ name: "case", version }, { capabilities: { tools: {} } });
}
