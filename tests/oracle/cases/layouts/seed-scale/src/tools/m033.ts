import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m033_search_events",
  {
    title: "m033_search_events",
    description: "search the events of module 30. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_events: z.object({ key: z.string(), value: z.number().optional() }),
      f1_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_files: z.string().max(200).optional(),
      f3_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f4_reports: PageSize.optional(),
      f5_items: z.union([z.literal("a"), z.literal("b")]).optional(),
      f6_records: z.string().max(140),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m033_sync_accounts",
  {
    title: "m033_sync_accounts",
    description: "sync the accounts of module 30. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f1_files: z.string().optional(),
      f2_tasks: z.enum(["draft", "active", "closed"]),
      f3_reports: z.array(z.string()).max(15),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m033_export_files",
  {
    title: "m033_export_files",
    description: "export the files of module 30. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_files: z.boolean().default(false).optional(),
      f1_tasks: PageSize.optional(),
      f2_reports: z.record(z.string(), z.number()),
      f3_items: z.record(z.string(), z.number()),
      f4_records: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f5_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f6_events: Priority,
      f7_accounts: z.string(),
      f8_files: z.record(z.string(), z.number()).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m033_archive_tasks",
  {
    title: "m033_archive_tasks",
    description: "archive the tasks of module 30. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_tasks: z.string().optional(),
      f1_reports: z.string(),
      f2_items: z.record(z.string(), z.number()),
      f3_records: TagList,
      f4_notes: z.string().max(190).optional(),
      f5_events: z.array(z.string()).max(5),
      f6_accounts: z.string().max(230),
      f7_files: z.string().max(70),
      f8_tasks: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m033_list_reports",
  {
    title: "m033_list_reports",
    description: "list the reports of module 31. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: z.number().int().min(1).max(500).default(10),
      f1_items: Priority,
      f2_records: z.number().int().min(1).max(300).default(10).optional(),
      f3_notes: z.string(),
      f4_events: IdSchema,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m033_get_items",
  "get the items of module 31. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
  {
    f0_items: z.record(z.string(), z.number()),
    f1_records: z.array(z.string()).max(24),
    f2_notes: z.union([z.literal("a"), z.literal("b")]),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m033_create_records",
  {
    title: "m033_create_records",
    description: "create the records of module 31. Ids come from the matching list tool of the same module. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_records: DateRange,
      f1_notes: z.record(z.string(), z.number()),
      f2_events: z.union([z.literal("a"), z.literal("b")]),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m033_update_notes",
  {
    title: "m033_update_notes",
    description: "update the notes of module 31. Use it when the user asks about the current state before changing anything. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_notes: z.boolean().default(false).optional(),
      f1_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_files: DateRange,
      f4_tasks: z.boolean().default(false).optional(),
      f5_reports: z.boolean().default(false).optional(),
      f6_items: z.string().max(240).optional(),
      f7_records: z.enum(["draft", "active", "closed"]),
      f8_notes: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m033_delete_events",
  {
    title: "m033_delete_events",
    description: "delete the events of module 31. Nothing is written: the call only reads from the backing store. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_events: z.array(z.string()).max(14),
      f1_accounts: TagList.optional(),
      f2_files: IdSchema.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

