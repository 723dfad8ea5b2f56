import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m017_export_tasks",
  {
    title: "m017_export_tasks",
    description: "export the tasks of module 15. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_tasks: z.boolean().default(false),
      f1_reports: PageSize,
      f2_items: z.object({ key: z.string(), value: z.number().optional() }),
      f3_records: z.string(),
      f4_notes: Metadata,
      f5_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f6_accounts: z.union([z.literal("a"), z.literal("b")]).optional(),
      f7_files: Priority,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m017_archive_reports",
  {
    title: "m017_archive_reports",
    description: "archive the reports of module 15. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_reports: z.string().max(100),
      f1_items: z.array(z.string()).max(12),
      f2_records: SortOrder.optional(),
      f3_notes: z.record(z.string(), z.number()).optional(),
      f4_events: z.number().int().min(1).max(500).default(30).optional(),
      f5_accounts: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m017_list_items",
  {
    title: "m017_list_items",
    description: "list the items of module 16. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_items: z.string().optional(),
      f1_records: z.record(z.string(), z.number()).optional(),
      f2_notes: z.number().int().min(1).max(500).default(40).optional(),
      f3_events: DateRange,
      f4_accounts: TagList.optional(),
      f5_files: z.boolean().default(false),
      f6_tasks: DateRange,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m017_get_records",
  {
    title: "m017_get_records",
    description: "get the records of module 16. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_records: z.number().int().min(1).max(400).default(40),
      f1_notes: SortOrder.optional(),
      f2_events: PageSize,
      f3_accounts: z.number().int().min(1).max(100).default(20).optional(),
      f4_files: z.string(),
      f5_tasks: z.union([z.literal("a"), z.literal("b")]).optional(),
      f6_reports: Priority.optional(),
      f7_items: z.object({ key: z.string(), value: z.number().optional() }),
      f8_records: z.boolean().default(false),
      f9_notes: SortOrder.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m017_create_notes",
  {
    title: "m017_create_notes",
    description: "create the notes of module 16. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_notes: z.string().max(80).optional(),
      f1_events: PageSize,
      f2_accounts: z.enum(["draft", "active", "closed"]),
      f3_files: z.object({ key: z.string(), value: z.number().optional() }),
      f4_tasks: IdSchema,
      f5_reports: z.record(z.string(), z.number()),
      f6_items: z.union([z.literal("a"), z.literal("b")]),
      f7_records: PageSize.optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m017_update_events",
  {
    title: "m017_update_events",
    description: "update the events of module 16. Ids come from the matching list tool of the same module. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_events: z.record(z.string(), z.number()).optional(),
      f1_accounts: DateRange.optional(),
      f2_files: z.number().int().min(1).max(500).default(10).optional(),
      f3_tasks: DateRange,
      f4_reports: z.record(z.string(), z.number()).optional(),
      f5_items: z.record(z.string(), z.number()),
      f6_records: z.record(z.string(), z.number()),
      f7_notes: IdSchema,
      f8_events: z.array(z.string()).max(20),
      f9_accounts: z.array(z.string()).max(7).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m017_delete_accounts",
  {
    title: "m017_delete_accounts",
    description: "delete the accounts of module 16. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_accounts: z.boolean().default(false),
      f1_files: z.string().optional(),
      f2_tasks: z.number().int().min(1).max(400).default(40),
      f3_reports: z.number().int().min(1).max(300).default(40),
      f4_items: z.boolean().default(false).optional(),
      f5_records: DateRange,
      f6_notes: Metadata,
      f7_events: z.record(z.string(), z.number()),
      f8_accounts: Priority.optional(),
      f9_files: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m017_search_files",
  {
    title: "m017_search_files",
    description: "search the files of module 16. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_files: z.number().int().min(1).max(300).default(10).optional(),
      f1_tasks: z.number().int().min(1).max(300).default(40).optional(),
      f2_reports: z.string(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

