import { z } from "zod";

export const Person = z.object({
  name: z.string().describe("Full name"),
  email: z.string().email().describe("Email address"),
  age: z.number().int().min(0).optional().describe("Age in years"),
});
