import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m015_archive_files",
  {
    title: "m015_archive_files",
    description: "archive the files of module 13. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_files: z.string().optional(),
      f1_tasks: z.boolean().default(false),
      f2_reports: z.string(),
      f3_items: z.string().optional(),
      f4_records: z.number().int().min(1).max(100).default(20),
      f5_notes: z.number().int().min(1).max(400).default(10),
      f6_events: z.array(z.string()).max(16),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m015_list_tasks",
  {
    title: "m015_list_tasks",
    description: "list the tasks of module 14. Results are sorted newest first and paginated by the server. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_tasks: PageSize,
      f1_reports: z.string().max(70),
      f2_items: z.array(z.string()).max(17).optional(),
      f3_records: z.number().int().min(1).max(100).default(30).optional(),
      f4_notes: z.enum(["draft", "active", "closed"]).optional(),
      f5_events: Priority.optional(),
      f6_accounts: TagList.optional(),
      f7_files: z.boolean().default(false),
      f8_tasks: z.string(),
      f9_reports: z.enum(["draft", "active", "closed"]).optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m015_get_reports",
  {
    title: "m015_get_reports",
    description: "get the reports of module 14. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_reports: z.string().optional(),
      f1_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_records: z.number().int().min(1).max(300).default(30),
      f3_notes: IdSchema,
      f4_events: z.number().int().min(1).max(100).default(30).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m015_create_items",
  {
    title: "m015_create_items",
    description: "create the items of module 14. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_items: z.string(),
      f1_records: TagList.optional(),
      f2_notes: z.boolean().default(false),
      f3_events: z.record(z.string(), z.number()).optional(),
      f4_accounts: z.string().max(80),
      f5_files: z.string().max(230),
      f6_tasks: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m015_update_records",
  {
    title: "m015_update_records",
    description: "update the records of module 14. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: TagList.optional(),
      f1_notes: z.string().max(190),
      f2_events: z.union([z.literal("a"), z.literal("b")]),
      f3_accounts: DateRange.optional(),
      f4_files: z.string().max(170).optional(),
      f5_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f6_reports: z.enum(["draft", "active", "closed"]).optional(),
      f7_items: z.string(),
      f8_records: Priority.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m015_delete_notes",
  "delete the notes of module 14. Nothing is written: the call only reads from the backing store.",
  {
    f0_notes: z.union([z.literal("a"), z.literal("b")]),
    f1_events: z.enum(["draft", "active", "closed"]),
    f2_accounts: Metadata,
    f3_files: z.array(z.string()).max(12),
    f4_tasks: z.array(z.string()).max(24).optional(),
    f5_reports: Priority,
    f6_items: z.object({ key: z.string(), value: z.number().optional() }),
    f7_records: z.enum(["draft", "active", "closed"]),
    f8_notes: DateRange,
    f9_events: z.number().int().min(1).max(500).default(20).optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m015_search_events",
  {
    title: "m015_search_events",
    description: "search the events of module 14. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_events: SortOrder,
      f1_accounts: z.record(z.string(), z.number()),
      f2_files: SortOrder.optional(),
      f3_tasks: z.union([z.literal("a"), z.literal("b")]).optional(),
      f4_reports: z.boolean().default(false).optional(),
      f5_items: z.string(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m015_sync_accounts",
  {
    title: "m015_sync_accounts",
    description: "sync the accounts of module 14. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_accounts: z.boolean().default(false),
      f1_files: z.number().int().min(1).max(100).default(10).optional(),
      f2_tasks: Metadata,
      f3_reports: Metadata,
      f4_items: z.array(z.string()).max(18),
      f5_records: z.record(z.string(), z.number()).optional(),
      f6_notes: z.string().max(110).optional(),
      f7_events: IdSchema,
      f8_accounts: z.union([z.literal("a"), z.literal("b")]),
      f9_files: z.number().int().min(1).max(300).default(20).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m015_export_files",
  {
    title: "m015_export_files",
    description: "export the files of module 14. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_files: z.union([z.literal("a"), z.literal("b")]),
      f1_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f2_reports: z.union([z.literal("a"), z.literal("b")]).optional(),
      f3_items: DateRange.optional(),
      f4_records: Metadata,
      f5_notes: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

