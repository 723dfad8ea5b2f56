import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m008_delete_events",
  {
    title: "m008_delete_events",
    description: "delete the events of module 7. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: Metadata,
      f1_accounts: z.number().int().min(1).max(400).default(10),
      f2_files: z.boolean().default(false),
      f3_tasks: z.record(z.string(), z.number()).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m008_search_accounts",
  {
    title: "m008_search_accounts",
    description: "search the accounts of module 7. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_accounts: z.number().int().min(1).max(300).default(30).optional(),
      f1_files: z.enum(["draft", "active", "closed"]).optional(),
      f2_tasks: z.number().int().min(1).max(100).default(40),
      f3_reports: z.number().int().min(1).max(500).default(20),
      f4_items: IdSchema.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m008_sync_files",
  {
    title: "m008_sync_files",
    description: "sync the files of module 7. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f1_tasks: DateRange,
      f2_reports: SortOrder,
      f3_items: z.record(z.string(), z.number()),
      f4_records: z.array(z.string()).max(14),
      f5_notes: z.boolean().default(false),
      f6_events: SortOrder,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m008_export_tasks",
  "export the tasks of module 7. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
  {
    f0_tasks: z.string().max(230).optional(),
    f1_reports: Priority.optional(),
    f2_items: DateRange.optional(),
    f3_records: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    f4_notes: PageSize,
    f5_events: TagList.optional(),
    f6_accounts: z.enum(["draft", "active", "closed"]),
    f7_files: z.object({ key: z.string(), value: z.number().optional() }),
    f8_tasks: z.object({ key: z.string(), value: z.number().optional() }),
    f9_reports: z.enum(["draft", "active", "closed"]),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m008_archive_reports",
  {
    title: "m008_archive_reports",
    description: "archive the reports of module 7. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_reports: z.enum(["draft", "active", "closed"]),
      f1_items: z.enum(["draft", "active", "closed"]).optional(),
      f2_records: Metadata,
      f3_notes: z.string().max(130).optional(),
      f4_events: z.record(z.string(), z.number()).optional(),
      f5_accounts: z.union([z.literal("a"), z.literal("b")]),
      f6_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f7_tasks: z.boolean().default(false).optional(),
      f8_reports: z.boolean().default(false).optional(),
      f9_items: z.union([z.literal("a"), z.literal("b")]),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m008_list_items",
  {
    title: "m008_list_items",
    description: "list the items of module 8. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_items: z.boolean().default(false),
      f1_records: z.record(z.string(), z.number()).optional(),
      f2_notes: IdSchema.optional(),
      f3_events: z.boolean().default(false),
      f4_accounts: PageSize,
      f5_files: z.record(z.string(), z.number()).optional(),
      f6_tasks: z.string(),
      f7_reports: z.union([z.literal("a"), z.literal("b")]).optional(),
      f8_items: z.enum(["draft", "active", "closed"]).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m008_get_records",
  {
    title: "m008_get_records",
    description: "get the records of module 8. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.record(z.string(), z.number()).optional(),
      f1_notes: z.record(z.string(), z.number()).optional(),
      f2_events: z.number().int().min(1).max(300).default(10).optional(),
      f3_accounts: z.record(z.string(), z.number()),
      f4_files: z.number().int().min(1).max(200).default(20),
      f5_tasks: IdSchema,
      f6_reports: DateRange,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m008_create_notes",
  {
    title: "m008_create_notes",
    description: "create the notes of module 8. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_notes: z.string().max(60),
      f1_events: z.record(z.string(), z.number()),
      f2_accounts: z.enum(["draft", "active", "closed"]),
      f3_files: SortOrder.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

