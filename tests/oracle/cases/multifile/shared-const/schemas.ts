import { z } from "zod";

export const Target = z.object({
  host: z.string().describe("Host name"),
  port: z.number().int().min(1).max(65535).default(443),
});
