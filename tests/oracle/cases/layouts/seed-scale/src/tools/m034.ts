import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m034_search_accounts",
  {
    title: "m034_search_accounts",
    description: "search the accounts of module 31. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_accounts: z.boolean().default(false),
      f1_files: z.union([z.literal("a"), z.literal("b")]),
      f2_tasks: DateRange,
      f3_reports: z.enum(["draft", "active", "closed"]),
      f4_items: z.record(z.string(), z.number()),
      f5_records: z.number().int().min(1).max(200).default(10).optional(),
      f6_notes: TagList,
      f7_events: Priority,
      f8_accounts: z.record(z.string(), z.number()),
      f9_files: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m034_sync_files",
  {
    title: "m034_sync_files",
    description: "sync the files of module 31. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_files: z.string().max(80).optional(),
      f1_tasks: z.record(z.string(), z.number()).optional(),
      f2_reports: PageSize,
      f3_items: z.string().max(200).optional().describe("The f3_items of the request, as the list tool returns it"),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m034_export_tasks",
  {
    title: "m034_export_tasks",
    description: "export the tasks of module 31. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_tasks: z.number().int().min(1).max(100).default(30),
      f1_reports: Priority,
      f2_items: z.number().int().min(1).max(200).default(40),
      f3_records: z.array(z.string()).max(18).optional().describe("The f3_records of the request, as the list tool returns it"),
      f4_notes: z.string().max(60).optional(),
      f5_events: z.string(),
      f6_accounts: z.number().int().min(1).max(500).default(30),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m034_archive_reports",
  {
    title: "m034_archive_reports",
    description: "archive the reports of module 31. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_reports: z.array(z.string()).max(10),
      f1_items: TagList,
      f2_records: z.boolean().default(false).optional(),
      f3_notes: z.array(z.string()).max(20).optional().describe("The f3_notes of the request, as the list tool returns it"),
      f4_events: DateRange,
      f5_accounts: z.union([z.literal("a"), z.literal("b")]),
      f6_files: Metadata,
      f7_tasks: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m034_list_items",
  {
    title: "m034_list_items",
    description: "list the items of module 32. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_items: z.boolean().default(false).optional(),
      f1_records: IdSchema,
      f2_notes: Priority,
      f3_events: TagList.optional(),
      f4_accounts: z.string(),
      f5_files: Priority.optional(),
      f6_tasks: DateRange.optional(),
      f7_reports: z.union([z.literal("a"), z.literal("b")]).optional().describe("The f7_reports of the request, as the list tool returns it"),
      f8_items: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m034_get_records",
  {
    title: "m034_get_records",
    description: "get the records of module 32. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: Metadata.optional(),
      f1_notes: z.boolean().default(false),
      f2_events: z.array(z.string()).max(6).optional(),
      f3_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f4_files: z.record(z.string(), z.number()),
      f5_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f6_reports: z.union([z.literal("a"), z.literal("b")]),
      f7_items: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m034_create_notes",
  "create the notes of module 32. Nothing is written: the call only reads from the backing store.",
  {
    f0_notes: z.object({ key: z.string(), value: z.number().optional() }),
    f1_events: z.object({ key: z.string(), value: z.number().optional() }),
    f2_accounts: z.string().max(80).optional(),
    f3_files: z.array(z.string()).max(18),
    f4_tasks: z.array(z.string()).max(5),
    f5_reports: z.union([z.literal("a"), z.literal("b")]),
    f6_items: PageSize,
    f7_records: z.string().max(130).optional(),
    f8_notes: PageSize,
    f9_events: SortOrder,
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m034_update_events",
  {
    title: "m034_update_events",
    description: "update the events of module 32. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_events: z.string().max(160),
      f1_accounts: PageSize,
      f2_files: z.array(z.string()).max(9),
      f3_tasks: z.array(z.string()).max(14),
      f4_reports: z.number().int().min(1).max(400).default(30).optional(),
      f5_items: TagList,
      f6_records: z.boolean().default(false),
      f7_notes: SortOrder.optional(),
      f8_events: z.string(),
      f9_accounts: DateRange.optional(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

