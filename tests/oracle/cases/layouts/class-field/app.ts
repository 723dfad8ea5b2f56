import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

// The server lives in a field set by the constructor; another method installs the handler.
export class App {
  server: Server;

  constructor() {
    this.server = new Server(
      { name: "case", version: "1.0.0" },
      { capabilities: { tools: {} } },
    );
    this.setupHandlers();
  }

  private setupHandlers() {
    this.server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [
        {
          name: "lookup",
          description: "Looks a word up.",
          inputSchema: {
            type: "object",
            properties: { word: { type: "string", description: "The word" } },
            required: ["word"],
          },
        },
      ],
    }));
  }
}
