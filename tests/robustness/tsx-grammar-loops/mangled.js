import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
r={:""/""."o?"//"},b'e"'{:)=v"y-y"c