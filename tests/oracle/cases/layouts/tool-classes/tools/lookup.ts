import { z } from "zod";
import { BaseTool } from "./base.js";

export class LookupTool extends BaseTool {
  name = "lookup_place";
  description: string;
  annotations = { title: "Look up a place" };
  private readonly fetcher: unknown;

  constructor(deps: { fetcher: unknown }, description = "Finds a place by name.") {
    super({
      inputSchema: z.object({
        query: z.string().min(1).describe("The place to find"),
        limit: z.number().int().max(10).optional(),
      }),
    });
    this.fetcher = deps.fetcher;
    this.description = description;
  }

  async run() {
    return { content: [] as [] };
  }
}
