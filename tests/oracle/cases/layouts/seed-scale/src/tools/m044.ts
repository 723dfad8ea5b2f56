import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m044_export_reports",
  {
    title: "m044_export_reports",
    description: "export the reports of module 40. Changes are applied at once and cannot be undone from this tool. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_reports: z.string(),
      f1_items: z.array(z.string()).max(19).optional(),
      f2_records: z.string(),
      f3_notes: z.array(z.string()).max(20).optional(),
      f4_events: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m044_archive_items",
  {
    title: "m044_archive_items",
    description: "archive the items of module 40. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_items: z.string().optional(),
      f1_records: z.array(z.string()).max(23).optional(),
      f2_notes: IdSchema,
      f3_events: z.boolean().default(false),
      f4_accounts: z.number().int().min(1).max(500).default(10),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m044_list_records",
  {
    title: "m044_list_records",
    description: "list the records of module 41. Results are sorted newest first and paginated by the server. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_records: z.union([z.literal("a"), z.literal("b")]).optional(),
      f1_notes: TagList,
      f2_events: z.record(z.string(), z.number()),
      f3_accounts: z.string().max(160),
      f4_files: z.record(z.string(), z.number()),
      f5_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f6_reports: IdSchema,
      f7_items: z.string().optional(),
      f8_records: Metadata,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m044_get_notes",
  "get the notes of module 41. Use it when the user asks about the current state before changing anything.",
  {
    f0_notes: z.record(z.string(), z.number()),
    f1_events: z.boolean().default(false),
    f2_accounts: z.enum(["draft", "active", "closed"]),
    f3_files: z.record(z.string(), z.number()),
    f4_tasks: z.string().max(60),
    f5_reports: z.string(),
    f6_items: z.string().optional(),
    f7_records: DateRange.optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m044_create_events",
  {
    title: "m044_create_events",
    description: "create the events of module 41. Changes are applied at once and cannot be undone from this tool. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_events: PageSize.optional(),
      f1_accounts: z.union([z.literal("a"), z.literal("b")]),
      f2_files: z.record(z.string(), z.number()),
      f3_tasks: TagList,
      f4_reports: z.enum(["draft", "active", "closed"]),
      f5_items: z.record(z.string(), z.number()).optional(),
      f6_records: z.string().max(50),
      f7_notes: z.string(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m044_update_accounts",
  {
    title: "m044_update_accounts",
    description: "update the accounts of module 41. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_accounts: z.boolean().default(false).optional(),
      f1_files: z.record(z.string(), z.number()),
      f2_tasks: z.array(z.string()).max(11),
      f3_reports: z.array(z.string()).max(18),
      f4_items: z.array(z.string()).max(21).optional(),
      f5_records: z.string().max(110),
      f6_notes: z.boolean().default(false),
      f7_events: z.boolean().default(false),
      f8_accounts: IdSchema,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m044_delete_files",
  {
    title: "m044_delete_files",
    description: "delete the files of module 41. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_files: z.number().int().min(1).max(200).default(10).optional(),
      f1_tasks: z.union([z.literal("a"), z.literal("b")]),
      f2_reports: z.number().int().min(1).max(300).default(40),
      f3_items: z.string().max(180),
      f4_records: z.boolean().default(false).optional(),
      f5_notes: z.union([z.literal("a"), z.literal("b")]),
      f6_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f7_accounts: z.number().int().min(1).max(100).default(40).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m044_search_tasks",
  {
    title: "m044_search_tasks",
    description: "search the tasks of module 41. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_tasks: z.union([z.literal("a"), z.literal("b")]).optional(),
      f1_reports: z.array(z.string()).max(12),
      f2_items: z.string().max(110),
      f3_records: SortOrder.optional(),
      f4_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f5_events: IdSchema.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

