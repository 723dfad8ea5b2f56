import { z } from "zod";

export const record = {
  name: "life_record",
  description: "Record a life event with free-form details for later timelines.",
  schema: z.object({
    title: z.string().max(120).describe("Short title of the event"),
    details: z.record(z.string()).describe("Free-form key/value details"),
    source_id: z.union([z.string(), z.number()]).describe("Where the event came from"),
  }),
};

export const timeline = {
  name: "life_timeline",
  description: "Show recorded life events as a timeline between two dates.",
  schema: z.object({
    from: z.string().describe("YYYY-MM-DD").optional(),
    limit: z.number().int().min(1).max(1000).default(200),
  }),
};
