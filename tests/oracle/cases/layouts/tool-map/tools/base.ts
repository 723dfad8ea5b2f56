import type { z } from "zod";

export abstract class BaseTool {
  schema: z.ZodTypeAny;
  tool: { name: string; description: string; inputSchema: unknown };

  constructor(schema: z.ZodTypeAny, tool: { name: string; description: string; inputSchema: unknown }) {
    this.schema = schema;
    this.tool = tool;
  }
}
