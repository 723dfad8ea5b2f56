// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

const Point = z.object({ x: z.number(), y: z.number() });

server.addTool({
  name: "draw",
  description: "Draws",
  parameters: z.object({
    origin: Point,
    style: z.object({ color: z.string(), border: z.object({ width: z.number() }) }).optional(),
    points: z.array(z.object({ x: z.number(), y: z.number() })),
    box: z.object({ min: Point, max: Point }).describe("Bounding box"),
  }),
  execute: async () => "ok",
});
