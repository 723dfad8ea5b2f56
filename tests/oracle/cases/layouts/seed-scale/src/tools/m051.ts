import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m051_create_records",
  {
    title: "m051_create_records",
    description: "create the records of module 47. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: Priority,
      f1_notes: PageSize,
      f2_events: z.boolean().default(false),
      f3_accounts: z.boolean().default(false).optional(),
      f4_files: z.object({ key: z.string(), value: z.number().optional() }),
      f5_tasks: PageSize,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m051_update_notes",
  {
    title: "m051_update_notes",
    description: "update the notes of module 47. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_notes: SortOrder,
      f1_events: z.string().optional(),
      f2_accounts: z.union([z.literal("a"), z.literal("b")]).optional(),
      f3_files: SortOrder,
      f4_tasks: z.string().max(220).optional(),
      f5_reports: z.array(z.string()).max(8).optional(),
      f6_items: z.number().int().min(1).max(100).default(20),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m051_delete_events",
  {
    title: "m051_delete_events",
    description: "delete the events of module 47. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_events: z.array(z.string()).max(20),
      f1_accounts: TagList,
      f2_files: z.string().max(80),
      f3_tasks: z.union([z.literal("a"), z.literal("b")]),
      f4_reports: z.string(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m051_search_accounts",
  {
    title: "m051_search_accounts",
    description: "search the accounts of module 47. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_accounts: PageSize.optional(),
      f1_files: z.record(z.string(), z.number()),
      f2_tasks: z.string(),
      f3_reports: z.string(),
      f4_items: z.array(z.string()).max(23),
      f5_records: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m051_sync_files",
  {
    title: "m051_sync_files",
    description: "sync the files of module 47. Use it when the user asks about the current state before changing anything. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.union([z.literal("a"), z.literal("b")]).optional(),
      f1_tasks: z.enum(["draft", "active", "closed"]),
      f2_reports: TagList,
      f3_items: z.string(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m051_export_tasks",
  "export the tasks of module 47. Ids come from the matching list tool of the same module. Use it when the user asks about the current state before changing anything.",
  {
    f0_tasks: Metadata,
    f1_reports: z.record(z.string(), z.number()),
    f2_items: z.number().int().min(1).max(100).default(30).optional(),
    f3_records: z.string().max(150).optional(),
    f4_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    f5_events: z.array(z.string()).max(15).optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m051_archive_reports",
  {
    title: "m051_archive_reports",
    description: "archive the reports of module 47. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_reports: z.number().int().min(1).max(200).default(10),
      f1_items: z.array(z.string()).max(5),
      f2_records: z.string().optional(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m051_list_items",
  {
    title: "m051_list_items",
    description: "list the items of module 48. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_items: z.enum(["draft", "active", "closed"]),
      f1_records: z.record(z.string(), z.number()).optional(),
      f2_notes: z.record(z.string(), z.number()),
      f3_events: z.array(z.string()).max(15).optional(),
      f4_accounts: DateRange,
      f5_files: z.array(z.string()).max(5),
      f6_tasks: z.number().int().min(1).max(300).default(30).optional(),
      f7_reports: z.array(z.string()).max(5),
      f8_items: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m051_get_records",
  {
    title: "m051_get_records",
    description: "get the records of module 48. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.record(z.string(), z.number()),
      f1_notes: z.array(z.string()).max(9),
      f2_events: z.string().max(150).optional(),
      f3_accounts: SortOrder,
      f4_files: z.string(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

