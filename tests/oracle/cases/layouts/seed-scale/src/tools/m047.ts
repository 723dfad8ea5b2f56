import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m047_search_items",
  {
    title: "m047_search_items",
    description: "search the items of module 43. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_items: z.string().max(220),
      f1_records: z.string().describe("The f1_records of the request, as the list tool returns it").optional(),
      f2_notes: z.array(z.string()).max(17).optional(),
      f3_events: z.array(z.string()).max(12),
      f4_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m047_sync_records",
  {
    title: "m047_sync_records",
    description: "sync the records of module 43. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: z.number().int().min(1).max(200).default(20),
      f1_notes: z.number().int().min(1).max(500).default(40),
      f2_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_accounts: z.boolean().default(false).describe("The f3_accounts of the request, as the list tool returns it").optional(),
      f4_files: z.boolean().default(false),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m047_export_notes",
  {
    title: "m047_export_notes",
    description: "export the notes of module 43. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_notes: SortOrder,
      f1_events: z.boolean().default(false).optional(),
      f2_accounts: SortOrder.optional(),
      f3_files: DateRange.optional(),
      f4_tasks: z.union([z.literal("a"), z.literal("b")]),
      f5_reports: z.string().max(220),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m047_archive_events",
  {
    title: "m047_archive_events",
    description: "archive the events of module 43. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_events: z.object({ key: z.string(), value: z.number().optional() }),
      f1_accounts: z.union([z.literal("a"), z.literal("b")]),
      f2_files: z.string().max(60).optional(),
      f3_tasks: z.enum(["draft", "active", "closed"]),
      f4_reports: z.union([z.literal("a"), z.literal("b")]).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m047_list_accounts",
  {
    title: "m047_list_accounts",
    description: "list the accounts of module 44. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_accounts: z.string(),
      f1_files: z.object({ key: z.string(), value: z.number().optional() }),
      f2_tasks: z.union([z.literal("a"), z.literal("b")]),
      f3_reports: IdSchema,
      f4_items: z.enum(["draft", "active", "closed"]),
      f5_records: z.record(z.string(), z.number()),
      f6_notes: z.string(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m047_get_files",
  {
    title: "m047_get_files",
    description: "get the files of module 44. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_files: TagList,
      f1_tasks: z.number().int().min(1).max(100).default(10),
      f2_reports: z.boolean().default(false),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m047_create_tasks",
  {
    title: "m047_create_tasks",
    description: "create the tasks of module 44. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_tasks: z.enum(["draft", "active", "closed"]),
      f1_reports: z.array(z.string()).max(10),
      f2_items: z.union([z.literal("a"), z.literal("b")]).optional(),
      f3_records: DateRange,
      f4_notes: z.number().int().min(1).max(200).default(10).optional(),
      f5_events: z.array(z.string()).max(14),
      f6_accounts: z.array(z.string()).max(11).optional(),
      f7_files: z.object({ key: z.string(), value: z.number().optional() }),
      f8_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m047_update_reports",
  {
    title: "m047_update_reports",
    description: "update the reports of module 44. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_reports: z.array(z.string()).max(14).optional(),
      f1_items: z.record(z.string(), z.number()),
      f2_records: z.record(z.string(), z.number()),
      f3_notes: z.string(),
      f4_events: z.enum(["draft", "active", "closed"]).optional(),
      f5_accounts: DateRange.optional(),
      f6_files: z.string().max(190),
      f7_tasks: z.enum(["draft", "active", "closed"]),
      f8_reports: IdSchema.optional(),
      f9_items: IdSchema.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

