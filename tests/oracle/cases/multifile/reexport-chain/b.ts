import { z } from "zod";

export const Role = z.enum(["admin", "member", "guest"]).describe("Role to grant");
export const Expires = z.number().int().positive().optional().describe("Expiry, seconds");
