import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m040_get_tasks",
  {
    title: "m040_get_tasks",
    description: "get the tasks of module 37. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_tasks: z.number().int().min(1).max(300).default(30),
      f1_reports: z.array(z.string()).max(9).optional(),
      f2_items: z.boolean().default(false).optional(),
      f3_records: Priority,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m040_create_reports",
  {
    title: "m040_create_reports",
    description: "create the reports of module 37. Ids come from the matching list tool of the same module. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_reports: Metadata,
      f1_items: z.union([z.literal("a"), z.literal("b")]),
      f2_records: Priority,
      f3_notes: z.boolean().default(false),
      f4_events: z.number().int().min(1).max(300).default(10).optional(),
      f5_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f6_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f7_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f8_reports: z.boolean().default(false),
      f9_items: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m040_update_items",
  {
    title: "m040_update_items",
    description: "update the items of module 37. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_items: Priority.optional(),
      f1_records: z.record(z.string(), z.number()),
      f2_notes: z.string().optional(),
      f3_events: Metadata.optional(),
      f4_accounts: z.boolean().default(false),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m040_delete_records",
  {
    title: "m040_delete_records",
    description: "delete the records of module 37. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_records: DateRange,
      f1_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f2_events: z.record(z.string(), z.number()),
      f3_accounts: IdSchema,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m040_search_notes",
  {
    title: "m040_search_notes",
    description: "search the notes of module 37. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_notes: PageSize,
      f1_events: z.enum(["draft", "active", "closed"]),
      f2_accounts: z.string().max(240),
      f3_files: TagList,
      f4_tasks: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m040_sync_events",
  {
    title: "m040_sync_events",
    description: "sync the events of module 37. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: z.enum(["draft", "active", "closed"]),
      f1_accounts: z.string().optional(),
      f2_files: z.record(z.string(), z.number()),
      f3_tasks: Priority.optional(),
      f4_reports: z.number().int().min(1).max(300).default(40),
      f5_items: z.array(z.string()).max(9),
      f6_records: z.boolean().default(false),
      f7_notes: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m040_export_accounts",
  "export the accounts of module 37. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
  {
    f0_accounts: z.string().max(60).optional(),
    f1_files: DateRange,
    f2_tasks: Metadata,
    f3_reports: z.string().optional(),
    f4_items: z.record(z.string(), z.number()),
    f5_records: z.number().int().min(1).max(400).default(10).optional(),
    f6_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    f7_events: z.union([z.literal("a"), z.literal("b")]),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m040_archive_files",
  {
    title: "m040_archive_files",
    description: "archive the files of module 37. Use it when the user asks about the current state before changing anything. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_files: z.union([z.literal("a"), z.literal("b")]),
      f1_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_reports: z.object({ key: z.string(), value: z.number().optional() }),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

