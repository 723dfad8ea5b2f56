import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m026_get_records",
  {
    title: "m026_get_records",
    description: "get the records of module 24. Changes are applied at once and cannot be undone from this tool. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: IdSchema,
      f1_notes: z.string().optional(),
      f2_events: z.number().int().min(1).max(400).default(20).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m026_create_notes",
  {
    title: "m026_create_notes",
    description: "create the notes of module 24. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_notes: DateRange.optional(),
      f1_events: z.enum(["draft", "active", "closed"]),
      f2_accounts: z.string().max(130),
      f3_files: TagList,
      f4_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f5_reports: IdSchema.optional(),
      f6_items: z.record(z.string(), z.number()),
      f7_records: Priority.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m026_update_events",
  {
    title: "m026_update_events",
    description: "update the events of module 24. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_events: z.boolean().default(false),
      f1_accounts: z.string(),
      f2_files: z.array(z.string()).max(18),
      f3_tasks: z.enum(["draft", "active", "closed"]).optional(),
      f4_reports: Priority,
      f5_items: z.union([z.literal("a"), z.literal("b")]).optional(),
      f6_records: z.boolean().default(false).optional(),
      f7_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f8_events: z.number().int().min(1).max(200).default(10).optional(),
      f9_accounts: z.boolean().default(false).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m026_delete_accounts",
  "delete the accounts of module 24. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
  {
    f0_accounts: z.union([z.literal("a"), z.literal("b")]),
    f1_files: z.number().int().min(1).max(500).default(30),
    f2_tasks: z.object({ key: z.string(), value: z.number().optional() }),
    f3_reports: z.string().optional(),
    f4_items: z.record(z.string(), z.number()).optional(),
    f5_records: DateRange,
    f6_notes: z.array(z.string()).max(18).optional(),
    f7_events: z.enum(["draft", "active", "closed"]),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m026_search_files",
  {
    title: "m026_search_files",
    description: "search the files of module 24. Use it when the user asks about the current state before changing anything. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_files: Metadata,
      f1_tasks: z.boolean().default(false),
      f2_reports: z.union([z.literal("a"), z.literal("b")]),
      f3_items: z.string().max(210),
      f4_records: z.array(z.string()).max(19),
      f5_notes: SortOrder,
      f6_events: z.string(),
      f7_accounts: z.record(z.string(), z.number()).optional(),
      f8_files: z.number().int().min(1).max(400).default(10),
      f9_tasks: DateRange,
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m026_sync_tasks",
  {
    title: "m026_sync_tasks",
    description: "sync the tasks of module 24. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_tasks: SortOrder,
      f1_reports: z.union([z.literal("a"), z.literal("b")]),
      f2_items: z.string().max(120).optional(),
      f3_records: z.array(z.string()).max(17).optional(),
      f4_notes: PageSize,
      f5_events: TagList,
      f6_accounts: TagList,
      f7_files: z.boolean().default(false),
      f8_tasks: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m026_export_reports",
  {
    title: "m026_export_reports",
    description: "export the reports of module 24. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_reports: PageSize.optional(),
      f1_items: z.array(z.string()).max(8),
      f2_records: z.enum(["draft", "active", "closed"]),
      f3_notes: z.enum(["draft", "active", "closed"]),
      f4_events: SortOrder.optional(),
      f5_accounts: z.number().int().min(1).max(500).default(10),
      f6_files: z.array(z.string()).max(19).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m026_archive_items",
  {
    title: "m026_archive_items",
    description: "archive the items of module 24. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_items: z.array(z.string()).max(15),
      f1_records: z.array(z.string()).max(17),
      f2_notes: z.array(z.string()).max(21),
      f3_events: z.string(),
      f4_accounts: z.enum(["draft", "active", "closed"]).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

