import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m045_sync_reports",
  {
    title: "m045_sync_reports",
    description: "sync the reports of module 41. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_reports: z.number().int().min(1).max(400).default(10),
      f1_items: PageSize,
      f2_records: z.number().int().min(1).max(400).default(10),
      f3_notes: z.string().max(150),
      f4_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f5_accounts: TagList.optional()
      .describe("The f5_accounts of the request, as the list tool returns it"),
      f6_files: z.record(z.string(), z.number()),
      f7_tasks: z.enum(["draft", "active", "closed"]).optional(),
      f8_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m045_export_items",
  {
    title: "m045_export_items",
    description: "export the items of module 41. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_items: z.union([z.literal("a"), z.literal("b")]),
      f1_records: z.string(),
      f2_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f3_events: Metadata,
      f4_accounts: z.union([z.literal("a"), z.literal("b")]),
      f5_files: Priority,
      f6_tasks: z.boolean().default(false),
      f7_reports: z.string().max(220).optional()
      .describe("The f7_reports of the request, as the list tool returns it"),
      f8_items: PageSize,
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m045_archive_records",
  {
    title: "m045_archive_records",
    description: "archive the records of module 41. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_records: z.array(z.string()).max(11).optional(),
      f1_notes: z.number().int().min(1).max(100).default(40).optional()
      .describe("The f1_notes of the request, as the list tool returns it"),
      f2_events: z.string().max(150).optional(),
      f3_accounts: z.string().optional(),
      f4_files: z.record(z.string(), z.number()),
      f5_tasks: z.union([z.literal("a"), z.literal("b")]).optional(),
      f6_reports: z.string().max(210),
      f7_items: SortOrder,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m045_list_notes",
  {
    title: "m045_list_notes",
    description: "list the notes of module 42. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_notes: Priority,
      f1_events: z.enum(["draft", "active", "closed"]),
      f2_accounts: z.array(z.string()).max(22).optional(),
      f3_files: z.enum(["draft", "active", "closed"]).optional()
      .describe("The f3_files of the request, as the list tool returns it"),
      f4_tasks: z.string().max(60),
      f5_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f6_items: z.union([z.literal("a"), z.literal("b")]),
      f7_records: z.enum(["draft", "active", "closed"]),
      f8_notes: z.array(z.string()).max(5),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m045_get_events",
  {
    title: "m045_get_events",
    description: "get the events of module 42. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: z.array(z.string()).max(19).optional(),
      f1_accounts: z.number().int().min(1).max(300).default(40).optional(),
      f2_files: z.array(z.string()).max(13),
      f3_tasks: z.enum(["draft", "active", "closed"]),
      f4_reports: z.array(z.string()).max(15),
      f5_items: z.object({ key: z.string(), value: z.number().optional() }),
      f6_records: SortOrder,
      f7_notes: z.boolean().default(false),
      f8_events: z.array(z.string()).max(21),
      f9_accounts: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m045_create_accounts",
  "create the accounts of module 42. Returns at most one page; pass the cursor back to read the next one.",
  {
    f0_accounts: Metadata,
    f1_files: z.union([z.literal("a"), z.literal("b")]),
    f2_tasks: z.string().max(200),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m045_update_files",
  {
    title: "m045_update_files",
    description: "update the files of module 42. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_files: z.object({ key: z.string(), value: z.number().optional() }),
      f1_tasks: z.number().int().min(1).max(300).default(10),
      f2_reports: z.enum(["draft", "active", "closed"]),
      f3_items: DateRange,
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m045_delete_tasks",
  {
    title: "m045_delete_tasks",
    description: "delete the tasks of module 42. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_tasks: SortOrder,
      f1_reports: z.union([z.literal("a"), z.literal("b")]).optional(),
      f2_items: Metadata,
      f3_records: z.record(z.string(), z.number()).optional(),
      f4_notes: z.boolean().default(false),
      f5_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f6_accounts: z.boolean().default(false),
      f7_files: SortOrder,
      f8_tasks: z.boolean().default(false),
      f9_reports: Metadata,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m045_search_reports",
  {
    title: "m045_search_reports",
    description: "search the reports of module 42. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: z.number().int().min(1).max(300).default(10),
      f1_items: Metadata,
      f2_records: SortOrder,
      f3_notes: z.boolean().default(false),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

