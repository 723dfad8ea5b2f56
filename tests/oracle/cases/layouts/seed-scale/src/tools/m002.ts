import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m002_archive_records",
  {
    title: "m002_archive_records",
    description: "archive the records of module 1. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_records: z.string().max(210),
      f1_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f2_events: z.enum(["draft", "active", "closed"]).optional(),
      f3_accounts: z.record(z.string(), z.number()),
      f4_files: Metadata,
      f5_tasks: z.number().int().min(1).max(300).default(40),
      f6_reports: PageSize.optional(),
      f7_items: Metadata.optional(),
      f8_records: Priority.optional().describe("The f8_records of the request, as the list tool returns it"),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m002_list_notes",
  {
    title: "m002_list_notes",
    description: "list the notes of module 2. Use it when the user asks about the current state before changing anything. Results are sorted newest first and paginated by the server. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_notes: TagList,
      f1_events: Priority.optional(),
      f2_accounts: Priority,
      f3_files: z.boolean().default(false),
      f4_tasks: TagList,
      f5_reports: PageSize.optional().describe("The f5_reports of the request, as the list tool returns it"),
      f6_items: IdSchema,
      f7_records: SortOrder,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m002_get_events",
  {
    title: "m002_get_events",
    description: "get the events of module 2. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_events: z.string().max(70).optional(),
      f1_accounts: z.enum(["draft", "active", "closed"]),
      f2_files: z.number().int().min(1).max(300).default(10),
      f3_tasks: z.boolean().default(false),
      f4_reports: z.enum(["draft", "active", "closed"]).optional(),
      f5_items: z.object({ key: z.string(), value: z.number().optional() }),
      f6_records: Priority.optional(),
      f7_notes: IdSchema,
      f8_events: z.array(z.string()).max(15),
      f9_accounts: SortOrder,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m002_create_accounts",
  "create the accounts of module 2. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything.",
  {
    f0_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    f1_files: z.string().max(230),
    f2_tasks: SortOrder,
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m002_update_files",
  {
    title: "m002_update_files",
    description: "update the files of module 2. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_files: Metadata.optional(),
      f1_tasks: z.union([z.literal("a"), z.literal("b")]),
      f2_reports: PageSize,
      f3_items: z.number().int().min(1).max(200).default(30),
      f4_records: SortOrder,
      f5_notes: z.boolean().default(false),
      f6_events: DateRange.optional(),
      f7_accounts: z.string(),
      f8_files: z.string().max(220),
      f9_tasks: z.boolean().default(false).optional(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m002_delete_tasks",
  {
    title: "m002_delete_tasks",
    description: "delete the tasks of module 2. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f1_reports: z.boolean().default(false),
      f2_items: z.union([z.literal("a"), z.literal("b")]),
      f3_records: z.string().max(160).optional(),
      f4_notes: z.enum(["draft", "active", "closed"]),
      f5_events: PageSize.optional(),
      f6_accounts: z.array(z.string()).max(10),
      f7_files: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m002_search_reports",
  {
    title: "m002_search_reports",
    description: "search the reports of module 2. Use it when the user asks about the current state before changing anything. Changes are applied at once and cannot be undone from this tool. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_reports: z.number().int().min(1).max(400).default(40),
      f1_items: PageSize,
      f2_records: z.string(),
      f3_notes: z.boolean().default(false).optional(),
      f4_events: z.record(z.string(), z.number()),
      f5_accounts: z.array(z.string()).max(19).optional(),
      f6_files: z.string().max(220),
      f7_tasks: z.union([z.literal("a"), z.literal("b")]),
      f8_reports: z.number().int().min(1).max(100).default(10),
      f9_items: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m002_sync_items",
  {
    title: "m002_sync_items",
    description: "sync the items of module 2. Use it when the user asks about the current state before changing anything. Nothing is written: the call only reads from the backing store. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_items: DateRange,
      f1_records: z.number().int().min(1).max(300).default(20),
      f2_notes: z.string().optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

