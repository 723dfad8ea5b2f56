import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m035_delete_accounts",
  {
    title: "m035_delete_accounts",
    description: "delete the accounts of module 32. Use it when the user asks about the current state before changing anything. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f1_files: Priority,
      f2_tasks: z.boolean().default(false).optional(),
      f3_reports: DateRange,
      f4_items: z.array(z.string()).max(5),
      f5_records: TagList,
      f6_notes: z.array(z.string()).max(24).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m035_search_files",
  {
    title: "m035_search_files",
    description: "search the files of module 32. Changes are applied at once and cannot be undone from this tool. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.enum(["draft", "active", "closed"]),
      f1_tasks: Priority,
      f2_reports: z.string(),
      f3_items: TagList,
      f4_records: z.array(z.string()).max(15).optional(),
      f5_notes: z.record(z.string(), z.number()),
      f6_events: z.boolean().default(false).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m035_sync_tasks",
  {
    title: "m035_sync_tasks",
    description: "sync the tasks of module 32. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_tasks: Priority.optional(),
      f1_reports: z.array(z.string()).max(13),
      f2_items: PageSize,
      f3_records: z.number().int().min(1).max(400).default(20),
      f4_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f5_events: z.boolean().default(false),
      f6_accounts: z.union([z.literal("a"), z.literal("b")]),
      f7_files: TagList,
      f8_tasks: z.array(z.string()).max(8).optional(),
      f9_reports: z.array(z.string()).max(5),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m035_export_reports",
  {
    title: "m035_export_reports",
    description: "export the reports of module 32. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_reports: SortOrder,
      f1_items: z.boolean().default(false),
      f2_records: z.string(),
      f3_notes: z.union([z.literal("a"), z.literal("b")]),
      f4_events: z.array(z.string()).max(16),
      f5_accounts: z.array(z.string()).max(10),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m035_archive_items",
  {
    title: "m035_archive_items",
    description: "archive the items of module 32. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_items: z.string().max(140),
      f1_records: z.union([z.literal("a"), z.literal("b")]),
      f2_notes: z.array(z.string()).max(8),
      f3_events: z.record(z.string(), z.number()),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m035_list_records",
  {
    title: "m035_list_records",
    description: "list the records of module 33. Results are sorted newest first and paginated by the server. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: Priority,
      f1_notes: DateRange.optional(),
      f2_events: z.boolean().default(false),
      f3_accounts: PageSize,
      f4_files: z.record(z.string(), z.number()),
      f5_tasks: z.array(z.string()).max(13),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m035_get_notes",
  {
    title: "m035_get_notes",
    description: "get the notes of module 33. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_notes: z.string().max(190),
      f1_events: z.union([z.literal("a"), z.literal("b")]),
      f2_accounts: z.number().int().min(1).max(100).default(30),
      f3_files: z.string(),
      f4_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f5_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f6_items: z.string().max(230).optional(),
      f7_records: Metadata,
      f8_notes: z.record(z.string(), z.number()),
      f9_events: z.string().max(150).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m035_create_events",
  {
    title: "m035_create_events",
    description: "create the events of module 33. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_events: z.enum(["draft", "active", "closed"]),
      f1_accounts: PageSize,
      f2_files: SortOrder,
      f3_tasks: z.number().int().min(1).max(500).default(10),
      f4_reports: z.array(z.string()).max(18),
      f5_items: Priority,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

