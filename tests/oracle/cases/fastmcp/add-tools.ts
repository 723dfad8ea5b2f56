// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTools([
  {
    name: "one",
    description: "One",
    parameters: z.object({ a: z.string() }),
    execute: async () => "ok",
  },
  {
    name: "two",
    description: "Two",
    parameters: z.object({ b: z.number().optional() }),
    execute: async () => "ok",
  },
]);
