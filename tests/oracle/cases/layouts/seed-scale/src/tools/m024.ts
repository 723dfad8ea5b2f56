import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.tool(
  "m024_create_items",
  "create the items of module 22. Changes are applied at once and cannot be undone from this tool. Ids come from the matching list tool of the same module.",
  {
    f0_items: z.boolean().default(false),
    f1_records: z.number().int().min(1).max(400).default(30),
    f2_notes: TagList.optional(),
    f3_events: z.union([z.literal("a"), z.literal("b")]),
    f4_accounts: z.union([z.literal("a"), z.literal("b")]),
    f5_files: z.record(z.string(), z.number()).optional(),
    f6_tasks: z.array(z.string()).max(23),
    f7_reports: z.string().max(130).optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m024_update_records",
  {
    title: "m024_update_records",
    description: "update the records of module 22. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_records: z.array(z.string()).max(11),
      f1_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f2_events: TagList.optional(),
      f3_accounts: z.string().max(70),
      f4_files: z.number().int().min(1).max(500).default(40),
      f5_tasks: z.record(z.string(), z.number()),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m024_delete_notes",
  {
    title: "m024_delete_notes",
    description: "delete the notes of module 22. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_notes: z.string().max(210),
      f1_events: z.record(z.string(), z.number()),
      f2_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_files: z.string(),
      f4_tasks: TagList.optional(),
      f5_reports: z.boolean().default(false),
      f6_items: TagList,
      f7_records: z.array(z.string()).max(12),
      f8_notes: DateRange,
      f9_events: Priority,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m024_search_events",
  {
    title: "m024_search_events",
    description: "search the events of module 22. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_events: z.string(),
      f1_accounts: z.boolean().default(false),
      f2_files: IdSchema,
      f3_tasks: z.array(z.string()).max(15).optional(),
      f4_reports: z.number().int().min(1).max(400).default(40),
      f5_items: z.union([z.literal("a"), z.literal("b")]),
      f6_records: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m024_sync_accounts",
  {
    title: "m024_sync_accounts",
    description: "sync the accounts of module 22. Ids come from the matching list tool of the same module. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_accounts: IdSchema.optional(),
      f1_files: z.union([z.literal("a"), z.literal("b")]),
      f2_tasks: z.number().int().min(1).max(300).default(40),
      f3_reports: z.record(z.string(), z.number()),
      f4_items: z.object({ key: z.string(), value: z.number().optional() }),
      f5_records: z.boolean().default(false),
      f6_notes: z.string().max(80),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m024_export_files",
  {
    title: "m024_export_files",
    description: "export the files of module 22. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_files: z.record(z.string(), z.number()).optional(),
      f1_tasks: z.boolean().default(false),
      f2_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_items: z.enum(["draft", "active", "closed"]),
      f4_records: TagList,
      f5_notes: z.array(z.string()).max(6).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m024_archive_tasks",
  {
    title: "m024_archive_tasks",
    description: "archive the tasks of module 22. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_tasks: z.number().int().min(1).max(100).default(10).optional(),
      f1_reports: z.boolean().default(false),
      f2_items: z.enum(["draft", "active", "closed"]).optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m024_list_reports",
  {
    title: "m024_list_reports",
    description: "list the reports of module 23. Use it when the user asks about the current state before changing anything. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: z.record(z.string(), z.number()),
      f1_items: z.boolean().default(false),
      f2_records: z.union([z.literal("a"), z.literal("b")]),
      f3_notes: z.boolean().default(false),
      f4_events: z.boolean().default(false).optional(),
      f5_accounts: z.array(z.string()).max(6).optional(),
      f6_files: z.number().int().min(1).max(400).default(10).optional(),
      f7_tasks: z.enum(["draft", "active", "closed"]).optional(),
      f8_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f9_items: DateRange,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m024_get_items",
  {
    title: "m024_get_items",
    description: "get the items of module 23. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_items: z.string().max(160),
      f1_records: z.boolean().default(false).optional(),
      f2_notes: z.number().int().min(1).max(300).default(30),
      f3_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_accounts: z.number().int().min(1).max(500).default(40).optional(),
      f5_files: z.number().int().min(1).max(100).default(40),
      f6_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f7_reports: Priority,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

