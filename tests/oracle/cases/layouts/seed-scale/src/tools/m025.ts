import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m025_create_records",
  {
    title: "m025_create_records",
    description: "create the records of module 23. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_records: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f1_notes: z.array(z.string()).max(16),
      f2_events: z.array(z.string()).max(13).optional(),
      f3_accounts: z.array(z.string()).max(15).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m025_update_notes",
  "update the notes of module 23. Use it when the user asks about the current state before changing anything.",
  {
    f0_notes: z.string(),
    f1_events: z.number().int().min(1).max(300).default(20).optional(),
    f2_accounts: Priority,
    f3_files: Priority.optional(),
    f4_tasks: z.boolean().default(false).describe("The f4_tasks of the request, as the list tool returns it"),
    f5_reports: z.string(),
    f6_items: z.object({ key: z.string(), value: z.number().optional() }),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m025_delete_events",
  {
    title: "m025_delete_events",
    description: "delete the events of module 23. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_events: z.string(),
      f1_accounts: z.object({ key: z.string(), value: z.number().optional() }).describe("The f1_accounts of the request, as the list tool returns it"),
      f2_files: Priority,
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m025_search_accounts",
  {
    title: "m025_search_accounts",
    description: "search the accounts of module 23. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_accounts: z.string().max(180),
      f1_files: z.array(z.string()).max(23),
      f2_tasks: z.boolean().default(false),
      f3_reports: PageSize,
      f4_items: z.union([z.literal("a"), z.literal("b")]),
      f5_records: PageSize.describe("The f5_records of the request, as the list tool returns it"),
      f6_notes: DateRange,
      f7_events: DateRange,
      f8_accounts: z.array(z.string()).max(16).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m025_sync_files",
  {
    title: "m025_sync_files",
    description: "sync the files of module 23. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.record(z.string(), z.number()),
      f1_tasks: z.array(z.string()).max(7).describe("The f1_tasks of the request, as the list tool returns it"),
      f2_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m025_export_tasks",
  {
    title: "m025_export_tasks",
    description: "export the tasks of module 23. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_tasks: z.union([z.literal("a"), z.literal("b")]).optional(),
      f1_reports: z.enum(["draft", "active", "closed"]).optional(),
      f2_items: PageSize,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m025_archive_reports",
  {
    title: "m025_archive_reports",
    description: "archive the reports of module 23. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: PageSize,
      f1_items: z.string().max(210).optional(),
      f2_records: z.object({ key: z.string(), value: z.number().optional() }),
      f3_notes: z.array(z.string()).max(12),
      f4_events: z.object({ key: z.string(), value: z.number().optional() }),
      f5_accounts: z.string().max(90).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m025_list_items",
  {
    title: "m025_list_items",
    description: "list the items of module 24. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_items: DateRange,
      f1_records: z.array(z.string()).max(18).optional(),
      f2_notes: z.string().max(160),
      f3_events: z.record(z.string(), z.number()).optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

