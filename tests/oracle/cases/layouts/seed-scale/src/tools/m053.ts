import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m053_get_notes",
  {
    title: "m053_get_notes",
    description: "get the notes of module 49. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_notes: z.number().int().min(1).max(300).default(10),
      f1_events: z.enum(["draft", "active", "closed"]),
      f2_accounts: z.number().int().min(1).max(500).default(10),
      f3_files: DateRange.optional(),
      f4_tasks: z.enum(["draft", "active", "closed"]),
      f5_reports: z.array(z.string()).max(13),
      f6_items: z.enum(["draft", "active", "closed"]),
      f7_records: TagList.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m053_create_events",
  {
    title: "m053_create_events",
    description: "create the events of module 49. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_events: z.number().int().min(1).max(300).default(30),
      f1_accounts: PageSize.optional(),
      f2_files: z.number().int().min(1).max(400).default(20),
      f3_tasks: z.enum(["draft", "active", "closed"]),
      f4_reports: z.enum(["draft", "active", "closed"]),
      f5_items: z.boolean().default(false).optional(),
      f6_records: z.enum(["draft", "active", "closed"]).optional(),
      f7_notes: z.string().max(120),
      f8_events: SortOrder,
      f9_accounts: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m053_update_accounts",
  {
    title: "m053_update_accounts",
    description: "update the accounts of module 49. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_accounts: z.boolean().default(false).optional(),
      f1_files: z.string().optional(),
      f2_tasks: z.array(z.string()).max(23),
      f3_reports: z.boolean().default(false).optional(),
      f4_items: TagList,
      f5_records: z.object({ key: z.string(), value: z.number().optional() }),
      f6_notes: z.array(z.string()).max(24).optional(),
      f7_events: z.string(),
      f8_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m053_delete_files",
  {
    title: "m053_delete_files",
    description: "delete the files of module 49. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.enum(["draft", "active", "closed"]),
      f1_tasks: Priority,
      f2_reports: z.boolean().default(false).optional(),
      f3_items: SortOrder,
      f4_records: z.string().max(180),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m053_search_tasks",
  {
    title: "m053_search_tasks",
    description: "search the tasks of module 49. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_tasks: SortOrder,
      f1_reports: z.boolean().default(false),
      f2_items: z.enum(["draft", "active", "closed"]).optional(),
      f3_records: z.number().int().min(1).max(400).default(20),
      f4_notes: z.record(z.string(), z.number()),
      f5_events: z.number().int().min(1).max(500).default(10).optional(),
      f6_accounts: z.string().max(210).optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m053_sync_reports",
  {
    title: "m053_sync_reports",
    description: "sync the reports of module 49. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: z.array(z.string()).max(10).optional(),
      f1_items: z.union([z.literal("a"), z.literal("b")]),
      f2_records: z.string().optional(),
      f3_notes: z.enum(["draft", "active", "closed"]),
      f4_events: z.array(z.string()).max(6).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m053_export_items",
  {
    title: "m053_export_items",
    description: "export the items of module 49. Ids come from the matching list tool of the same module. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_items: z.number().int().min(1).max(400).default(40),
      f1_records: z.string().max(170),
      f2_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_events: Priority,
      f4_accounts: z.boolean().default(false),
      f5_files: z.array(z.string()).max(7),
      f6_tasks: z.number().int().min(1).max(400).default(30).optional(),
      f7_reports: z.string(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m053_archive_records",
  {
    title: "m053_archive_records",
    description: "archive the records of module 49. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_records: z.union([z.literal("a"), z.literal("b")]),
      f1_notes: z.enum(["draft", "active", "closed"]),
      f2_events: z.array(z.string()).max(17).optional(),
      f3_accounts: SortOrder,
      f4_files: z.enum(["draft", "active", "closed"]).optional(),
      f5_tasks: z.boolean().default(false),
      f6_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f7_items: Priority.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

