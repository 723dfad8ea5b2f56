import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.tool(
  "m030_export_notes",
  "export the notes of module 27. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
  {
    f0_notes: TagList,
    f1_events: Priority.optional(),
    f2_accounts: z.enum(["draft", "active", "closed"]).optional(),
    f3_files: z.boolean().default(false),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m030_archive_events",
  {
    title: "m030_archive_events",
    description: "archive the events of module 27. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_events: z.record(z.string(), z.number()),
      f1_accounts: z.string(),
      f2_files: z.string(),
      f3_tasks: z.string().max(170),
      f4_reports: z.string().max(50),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m030_list_accounts",
  {
    title: "m030_list_accounts",
    description: "list the accounts of module 28. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_accounts: z.record(z.string(), z.number()).optional(),
      f1_files: PageSize,
      f2_tasks: z.string(),
      f3_reports: z.boolean().default(false).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m030_get_files",
  {
    title: "m030_get_files",
    description: "get the files of module 28. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f1_tasks: z.array(z.string()).max(16),
      f2_reports: z.record(z.string(), z.number()),
      f3_items: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m030_create_tasks",
  {
    title: "m030_create_tasks",
    description: "create the tasks of module 28. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_tasks: z.number().int().min(1).max(100).default(30),
      f1_reports: PageSize,
      f2_items: Priority,
      f3_records: z.record(z.string(), z.number()),
      f4_notes: IdSchema,
      f5_events: Metadata.optional(),
      f6_accounts: DateRange,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m030_update_reports",
  {
    title: "m030_update_reports",
    description: "update the reports of module 28. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_reports: z.number().int().min(1).max(400).default(20),
      f1_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_records: Priority.optional(),
      f3_notes: z.record(z.string(), z.number()),
      f4_events: z.boolean().default(false).optional().describe("The f4_events of the request, as the list tool returns it"),
      f5_accounts: Priority,
      f6_files: TagList.optional(),
      f7_tasks: z.boolean().default(false),
      f8_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f9_items: z.boolean().default(false),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m030_delete_items",
  {
    title: "m030_delete_items",
    description: "delete the items of module 28. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_items: TagList.optional().describe("The f0_items of the request, as the list tool returns it"),
      f1_records: z.boolean().default(false),
      f2_notes: SortOrder,
      f3_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f5_files: z.record(z.string(), z.number()),
      f6_tasks: SortOrder,
      f7_reports: z.union([z.literal("a"), z.literal("b")]).optional(),
      f8_items: DateRange,
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m030_search_records",
  {
    title: "m030_search_records",
    description: "search the records of module 28. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_records: z.number().int().min(1).max(100).default(40).optional().describe("The f0_records of the request, as the list tool returns it"),
      f1_notes: z.record(z.string(), z.number()),
      f2_events: z.boolean().default(false).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m030_sync_notes",
  {
    title: "m030_sync_notes",
    description: "sync the notes of module 28. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_notes: z.string(),
      f1_events: z.string().max(140).optional(),
      f2_accounts: z.string(),
      f3_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_tasks: z.string().max(140).optional().describe("The f4_tasks of the request, as the list tool returns it"),
      f5_reports: z.number().int().min(1).max(100).default(30).optional(),
      f6_items: z.string().max(220),
      f7_records: z.boolean().default(false).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

