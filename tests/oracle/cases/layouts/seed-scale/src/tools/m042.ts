import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.tool(
  "m042_archive_tasks",
  "archive the tasks of module 38. Nothing is written: the call only reads from the backing store.",
  {
    f0_tasks: z.string().max(230).optional(),
    f1_reports: Metadata.optional(),
    f2_items: PageSize.optional(),
    f3_records: z.string().optional(),
    f4_notes: z.enum(["draft", "active", "closed"]),
    f5_events: z.object({ key: z.string(), value: z.number().optional() }),
    f6_accounts: z.array(z.string()).max(16),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m042_list_reports",
  {
    title: "m042_list_reports",
    description: "list the reports of module 39. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_reports: z.number().int().min(1).max(400).default(20).optional(),
      f1_items: DateRange.optional(),
      f2_records: z.union([z.literal("a"), z.literal("b")]),
      f3_notes: PageSize,
      f4_events: z.record(z.string(), z.number()).optional(),
      f5_accounts: z.string().max(130),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m042_get_items",
  {
    title: "m042_get_items",
    description: "get the items of module 39. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_items: z.record(z.string(), z.number()).optional(),
      f1_records: z.boolean().default(false),
      f2_notes: Metadata.optional(),
      f3_events: z.string().max(140).optional(),
      f4_accounts: z.number().int().min(1).max(100).default(30),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m042_create_records",
  {
    title: "m042_create_records",
    description: "create the records of module 39. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.object({ key: z.string(), value: z.number().optional() }),
      f1_notes: SortOrder.optional(),
      f2_events: z.string(),
      f3_accounts: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m042_update_notes",
  {
    title: "m042_update_notes",
    description: "update the notes of module 39. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_notes: z.enum(["draft", "active", "closed"]),
      f1_events: z.string().max(110).optional(),
      f2_accounts: DateRange,
      f3_files: z.record(z.string(), z.number()),
      f4_tasks: SortOrder,
      f5_reports: z.boolean().default(false).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m042_delete_events",
  {
    title: "m042_delete_events",
    description: "delete the events of module 39. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f1_accounts: z.string(),
      f2_files: z.object({ key: z.string(), value: z.number().optional() }),
      f3_tasks: IdSchema.optional(),
      f4_reports: SortOrder,
      f5_items: z.object({ key: z.string(), value: z.number().optional() }),
      f6_records: z.array(z.string()).max(24),
      f7_notes: TagList,
      f8_events: z.string().max(70).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m042_search_accounts",
  {
    title: "m042_search_accounts",
    description: "search the accounts of module 39. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_accounts: TagList,
      f1_files: z.string().max(190).optional(),
      f2_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_reports: z.array(z.string()).max(24),
      f4_items: TagList.optional(),
      f5_records: z.string().max(50),
      f6_notes: SortOrder,
      f7_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f8_accounts: z.record(z.string(), z.number()),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m042_sync_files",
  {
    title: "m042_sync_files",
    description: "sync the files of module 39. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.object({ key: z.string(), value: z.number().optional() }),
      f1_tasks: z.boolean().default(false).optional(),
      f2_reports: z.array(z.string()).max(15),
      f3_items: z.string().max(120),
      f4_records: z.string(),
      f5_notes: Priority,
      f6_events: z.string().max(170),
      f7_accounts: z.number().int().min(1).max(300).default(20),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m042_export_tasks",
  {
    title: "m042_export_tasks",
    description: "export the tasks of module 39. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_tasks: z.number().int().min(1).max(500).default(20),
      f1_reports: z.string(),
      f2_items: z.union([z.literal("a"), z.literal("b")]),
      f3_records: z.boolean().default(false).optional(),
      f4_notes: z.number().int().min(1).max(200).default(10),
      f5_events: z.number().int().min(1).max(500).default(10),
      f6_accounts: IdSchema,
      f7_files: z.number().int().min(1).max(100).default(40),
      f8_tasks: z.string().optional(),
      f9_reports: z.string().max(240),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

