import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.tool(
  "m006_search_notes",
  "search the notes of module 5. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
  {
    f0_notes: z.boolean().default(false).optional(),
    f1_events: z.string().max(200).optional(),
    f2_accounts: z.array(z.string()).max(7),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m006_sync_events",
  {
    title: "m006_sync_events",
    description: "sync the events of module 5. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_events: DateRange,
      f1_accounts: PageSize,
      f2_files: z.string().optional(),
      f3_tasks: z.string().optional(),
      f4_reports: z.record(z.string(), z.number()),
      f5_items: z.string().optional(),
      f6_records: z.array(z.string()).max(13).optional(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m006_export_accounts",
  {
    title: "m006_export_accounts",
    description: "export the accounts of module 5. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_accounts: z.boolean().default(false).optional(),
      f1_files: Metadata,
      f2_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f3_reports: SortOrder.optional(),
      f4_items: DateRange,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m006_archive_files",
  {
    title: "m006_archive_files",
    description: "archive the files of module 5. Use it when the user asks about the current state before changing anything. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_files: z.array(z.string()).max(20).optional(),
      f1_tasks: z.array(z.string()).max(21),
      f2_reports: z.number().int().min(1).max(500).default(20),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m006_list_tasks",
  {
    title: "m006_list_tasks",
    description: "list the tasks of module 6. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_tasks: z.string().max(210).optional(),
      f1_reports: DateRange,
      f2_items: z.string(),
      f3_records: z.union([z.literal("a"), z.literal("b")]),
      f4_notes: z.string().optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m006_get_reports",
  {
    title: "m006_get_reports",
    description: "get the reports of module 6. Results are sorted newest first and paginated by the server. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_reports: z.union([z.literal("a"), z.literal("b")]),
      f1_items: SortOrder.optional(),
      f2_records: SortOrder.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m006_create_items",
  {
    title: "m006_create_items",
    description: "create the items of module 6. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_items: z.record(z.string(), z.number()).optional(),
      f1_records: z.object({ key: z.string(), value: z.number().optional() }),
      f2_notes: z.boolean().default(false),
      f3_events: PageSize.optional(),
      f4_accounts: z.string(),
      f5_files: z.boolean().default(false),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m006_update_records",
  {
    title: "m006_update_records",
    description: "update the records of module 6. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_records: z.string().max(70).optional(),
      f1_notes: z.number().int().min(1).max(300).default(40),
      f2_events: z.number().int().min(1).max(200).default(30).optional(),
      f3_accounts: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m006_delete_notes",
  {
    title: "m006_delete_notes",
    description: "delete the notes of module 6. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f1_events: z.union([z.literal("a"), z.literal("b")]),
      f2_accounts: z.boolean().default(false),
      f3_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

