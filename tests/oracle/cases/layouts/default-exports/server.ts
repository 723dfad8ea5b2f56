import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import PushMessage from "./tools/push.js";
import registerQuota from "./tools/quota.js";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const destinationId = "U0";
new PushMessage({}, destinationId).register(server);
registerQuota(server, "messages");
