import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m022_delete_items",
  {
    title: "m022_delete_items",
    description: "delete the items of module 20. Use it when the user asks about the current state before changing anything. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_items: z.record(z.string(), z.number()),
      f1_records: z.record(z.string(), z.number()),
      f2_notes: IdSchema.optional(),
      f3_events: z.number().int().min(1).max(400).default(40).optional(),
      f4_accounts: Metadata,
      f5_files: z.boolean().default(false),
      f6_tasks: z.enum(["draft", "active", "closed"]).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m022_search_records",
  {
    title: "m022_search_records",
    description: "search the records of module 20. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.boolean().default(false),
      f1_notes: Priority,
      f2_events: z.string().max(140).optional(),
      f3_accounts: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m022_sync_notes",
  {
    title: "m022_sync_notes",
    description: "sync the notes of module 20. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_notes: z.string().max(110).optional(),
      f1_events: z.union([z.literal("a"), z.literal("b")]),
      f2_accounts: z.string().max(210),
      f3_files: DateRange.optional(),
      f4_tasks: z.object({ key: z.string(), value: z.number().optional() }),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m022_export_events",
  {
    title: "m022_export_events",
    description: "export the events of module 20. Changes are applied at once and cannot be undone from this tool. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f1_accounts: z.record(z.string(), z.number()).optional(),
      f2_files: z.number().int().min(1).max(300).default(10).optional(),
      f3_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_reports: z.union([z.literal("a"), z.literal("b")]),
      f5_items: TagList,
      f6_records: TagList.optional(),
      f7_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m022_archive_accounts",
  {
    title: "m022_archive_accounts",
    description: "archive the accounts of module 20. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_accounts: z.union([z.literal("a"), z.literal("b")]),
      f1_files: z.object({ key: z.string(), value: z.number().optional() }),
      f2_tasks: PageSize,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m022_list_files",
  {
    title: "m022_list_files",
    description: "list the files of module 21. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: DateRange,
      f1_tasks: z.number().int().min(1).max(400).default(20),
      f2_reports: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m022_get_tasks",
  "get the tasks of module 21. Ids come from the matching list tool of the same module.",
  {
    f0_tasks: z.number().int().min(1).max(100).default(10),
    f1_reports: z.union([z.literal("a"), z.literal("b")]),
    f2_items: z.string(),
    f3_records: SortOrder.optional(),
    f4_notes: SortOrder.optional(),
    f5_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    f6_accounts: z.boolean().default(false),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m022_create_reports",
  {
    title: "m022_create_reports",
    description: "create the reports of module 21. Nothing is written: the call only reads from the backing store. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_reports: z.enum(["draft", "active", "closed"]).optional(),
      f1_items: z.string().optional(),
      f2_records: PageSize.optional(),
      f3_notes: z.union([z.literal("a"), z.literal("b")]).optional(),
      f4_events: z.enum(["draft", "active", "closed"]),
      f5_accounts: z.union([z.literal("a"), z.literal("b")]).optional(),
      f6_files: DateRange,
      f7_tasks: z.union([z.literal("a"), z.literal("b")]),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

