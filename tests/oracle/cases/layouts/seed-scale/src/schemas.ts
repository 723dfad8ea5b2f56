import { z } from "zod";

export const IdSchema = z.string().min(1).max(64);
export const TagList = z.array(z.string().max(32)).max(20);
export const DateRange = z.object({ from: z.string(), to: z.string().optional() });
export const Metadata = z.record(z.string(), z.string());
export const SortOrder = z.enum(["asc", "desc"]);
export const Priority = z.union([z.literal("low"), z.literal("normal"), z.literal("high")]);
export const PageSize = z.number().int().min(1).max(100).default(25);
