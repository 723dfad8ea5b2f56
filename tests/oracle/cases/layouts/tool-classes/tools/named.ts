import { z } from "zod";
import { BaseTool } from "./base.js";

// TypeScript parameter properties: the constructor's arguments become the fields.
export class NamedTool extends BaseTool {
  annotations = { title: "Named" };

  constructor(
    public readonly name: string,
    public description: string,
  ) {
    super({ inputSchema: z.object({ id: z.string().describe("The id") }) });
  }

  async run() {
    return { content: [] as [] };
  }
}
