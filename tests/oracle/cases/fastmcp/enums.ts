// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

enum Mode {
  Fast = "fast",
  Slow = "slow",
}

server.addTool({
  name: "pick",
  description: "Picks",
  parameters: z.object({
    color: z.enum(["red", "green", "blue"]),
    kind: z.literal("one"),
    size: z.union([z.literal("s"), z.literal("m"), z.literal("l")]),
    mode: z.nativeEnum(Mode),
    level: z.literal(3),
  }),
  execute: async () => "ok",
});
