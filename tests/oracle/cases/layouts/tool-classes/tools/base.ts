import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

// Every tool is an instance of a subclass: the base class installs `this` on a server handed
// in, reading the name, description and schema the subclass set.
export abstract class BaseTool {
  abstract name: string;
  abstract description: string;
  abstract annotations: { title: string; readOnlyHint?: boolean };
  inputSchema: z.ZodObject<any>;
  outputSchema?: z.ZodObject<any>;
  server: McpServer | null = null;

  constructor(params: { inputSchema: z.ZodObject<any>; outputSchema?: z.ZodObject<any> }) {
    this.inputSchema = params.inputSchema;
    this.outputSchema = params.outputSchema;
  }

  installTo(server: McpServer) {
    this.server = server;
    const config: Record<string, unknown> = {
      title: this.annotations.title,
      description: this.description,
      inputSchema: this.inputSchema.shape,
      annotations: this.annotations,
    };
    // only some tools declare structured output
    if (this.outputSchema) {
      config.outputSchema = this.outputSchema;
    }
    return server.registerTool(this.name, config as any, async () => this.run());
  }

  abstract run(): Promise<{ content: [] }>;
}
