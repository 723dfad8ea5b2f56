import { z } from "zod";
import { BaseTool } from "./base.js";

const AreaInput = z.object({
  width: z.number().positive().describe("Width in metres"),
  height: z.number().positive().describe("Height in metres"),
  unit: z.enum(["m2", "ha"]).default("m2"),
});

export class AreaTool extends BaseTool {
  name = "area_tool";
  description = "Computes the area of a rectangle. " + "Works offline.";
  annotations = { title: "Area", readOnlyHint: true };

  constructor() {
    super({
      inputSchema: AreaInput,
      outputSchema: z.object({ area: z.number().describe("The area"), unit: z.string() }),
    });
  }

  async run() {
    return { content: [] as [] };
  }
}
