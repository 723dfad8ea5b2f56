import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.tool(
  "m018_sync_tasks",
  "sync the tasks of module 16. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store.",
  {
    f0_tasks: z.boolean().default(false),
    f1_reports: z.number().int().min(1).max(100).default(30).optional(),
    f2_items: z.string(),
    f3_records: z.enum(["draft", "active", "closed"]).optional(),
    f4_notes: z.boolean().default(false),
    f5_events: Metadata.optional(),
    f6_accounts: z.string().optional()
      .describe("The f6_accounts of the request, as the list tool returns it"),
    f7_files: DateRange,
    f8_tasks: PageSize,
    f9_reports: z.union([z.literal("a"), z.literal("b")]).optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m018_export_reports",
  {
    title: "m018_export_reports",
    description: "export the reports of module 16. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_reports: z.boolean().default(false).optional()
      .describe("The f0_reports of the request, as the list tool returns it"),
      f1_items: z.union([z.literal("a"), z.literal("b")]),
      f2_records: z.string().max(130),
      f3_notes: z.record(z.string(), z.number()),
      f4_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f5_accounts: z.boolean().default(false).optional(),
      f6_files: z.object({ key: z.string(), value: z.number().optional() }),
      f7_tasks: z.string(),
      f8_reports: z.array(z.string()).max(15),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m018_archive_items",
  {
    title: "m018_archive_items",
    description: "archive the items of module 16. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_items: z.union([z.literal("a"), z.literal("b")]),
      f1_records: z.union([z.literal("a"), z.literal("b")]),
      f2_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f4_accounts: TagList.optional(),
      f5_files: z.record(z.string(), z.number()).optional(),
      f6_tasks: SortOrder.optional(),
      f7_reports: IdSchema.optional()
      .describe("The f7_reports of the request, as the list tool returns it"),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m018_list_records",
  {
    title: "m018_list_records",
    description: "list the records of module 17. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_records: DateRange,
      f1_notes: SortOrder,
      f2_events: z.object({ key: z.string(), value: z.number().optional() }).optional()
      .describe("The f2_events of the request, as the list tool returns it"),
      f3_accounts: z.enum(["draft", "active", "closed"]).optional(),
      f4_files: TagList,
      f5_tasks: z.record(z.string(), z.number()),
      f6_reports: z.string().max(80).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m018_get_notes",
  {
    title: "m018_get_notes",
    description: "get the notes of module 17. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_notes: z.string(),
      f1_events: z.number().int().min(1).max(300).default(40).optional(),
      f2_accounts: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m018_create_events",
  {
    title: "m018_create_events",
    description: "create the events of module 17. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: z.object({ key: z.string(), value: z.number().optional() }),
      f1_accounts: z.union([z.literal("a"), z.literal("b")]),
      f2_files: IdSchema,
      f3_tasks: z.record(z.string(), z.number()),
      f4_reports: z.string().optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m018_update_accounts",
  {
    title: "m018_update_accounts",
    description: "update the accounts of module 17. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_accounts: z.enum(["draft", "active", "closed"]),
      f1_files: z.array(z.string()).max(12),
      f2_tasks: z.array(z.string()).max(9),
      f3_reports: z.number().int().min(1).max(200).default(30),
      f4_items: z.record(z.string(), z.number()),
      f5_records: z.string().max(120),
      f6_notes: z.boolean().default(false),
      f7_events: PageSize,
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m018_delete_files",
  {
    title: "m018_delete_files",
    description: "delete the files of module 17. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_files: z.string().max(100),
      f1_tasks: z.array(z.string()).max(24),
      f2_reports: z.boolean().default(false),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m018_search_tasks",
  {
    title: "m018_search_tasks",
    description: "search the tasks of module 17. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_tasks: z.enum(["draft", "active", "closed"]),
      f1_reports: z.union([z.literal("a"), z.literal("b")]),
      f2_items: z.record(z.string(), z.number()),
      f3_records: z.record(z.string(), z.number()),
      f4_notes: z.boolean().default(false),
      f5_events: IdSchema,
      f6_accounts: z.record(z.string(), z.number()).optional(),
      f7_files: SortOrder.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

