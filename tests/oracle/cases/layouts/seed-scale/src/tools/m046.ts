import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m046_sync_items",
  {
    title: "m046_sync_items",
    description: "sync the items of module 42. Use it when the user asks about the current state before changing anything. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_items: z.union([z.literal("a"), z.literal("b")]),
      f1_records: z.array(z.string()).max(10).optional(),
      f2_notes: TagList,
      f3_events: z.object({ key: z.string(), value: z.number().optional() }),
      f4_accounts: z.string().max(210),
      f5_files: z.array(z.string()).max(15),
      f6_tasks: z.boolean().default(false),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m046_export_records",
  {
    title: "m046_export_records",
    description: "export the records of module 42. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: Priority,
      f1_notes: SortOrder,
      f2_events: TagList,
      f3_accounts: SortOrder,
      f4_files: z.record(z.string(), z.number()),
      f5_tasks: TagList,
      f6_reports: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m046_archive_notes",
  {
    title: "m046_archive_notes",
    description: "archive the notes of module 42. Nothing is written: the call only reads from the backing store. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_notes: z.string(),
      f1_events: z.number().int().min(1).max(100).default(10).optional(),
      f2_accounts: z.enum(["draft", "active", "closed"]),
      f3_files: DateRange,
      f4_tasks: PageSize,
      f5_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f6_items: z.boolean().default(false),
      f7_records: z.array(z.string()).max(16),
      f8_notes: z.number().int().min(1).max(200).default(30).optional(),
      f9_events: z.boolean().default(false).optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m046_list_events",
  {
    title: "m046_list_events",
    description: "list the events of module 43. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: z.number().int().min(1).max(200).default(10).optional(),
      f1_accounts: IdSchema,
      f2_files: z.object({ key: z.string(), value: z.number().optional() }),
      f3_tasks: z.union([z.literal("a"), z.literal("b")]),
      f4_reports: Metadata,
      f5_items: z.array(z.string()).max(11),
      f6_records: z.string(),
      f7_notes: z.record(z.string(), z.number()),
      f8_events: z.string().max(230).optional(),
      f9_accounts: z.record(z.string(), z.number()).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m046_get_accounts",
  {
    title: "m046_get_accounts",
    description: "get the accounts of module 43. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_accounts: z.record(z.string(), z.number()),
      f1_files: z.union([z.literal("a"), z.literal("b")]),
      f2_tasks: z.record(z.string(), z.number()),
      f3_reports: z.number().int().min(1).max(500).default(20).optional(),
      f4_items: PageSize,
      f5_records: z.enum(["draft", "active", "closed"]).optional(),
      f6_notes: IdSchema,
      f7_events: z.string(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m046_create_files",
  {
    title: "m046_create_files",
    description: "create the files of module 43. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_files: DateRange,
      f1_tasks: z.union([z.literal("a"), z.literal("b")]),
      f2_reports: z.boolean().default(false),
      f3_items: z.enum(["draft", "active", "closed"]).optional(),
      f4_records: z.enum(["draft", "active", "closed"]).optional(),
      f5_notes: z.record(z.string(), z.number()).optional(),
      f6_events: z.number().int().min(1).max(100).default(20),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m046_update_tasks",
  "update the tasks of module 43. Use it when the user asks about the current state before changing anything. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
  {
    f0_tasks: z.number().int().min(1).max(100).default(40),
    f1_reports: z.object({ key: z.string(), value: z.number().optional() }).describe("The f1_reports of the request, as the list tool returns it").optional(),
    f2_items: z.record(z.string(), z.number()),
    f3_records: z.string().max(160),
    f4_notes: z.string().max(240).optional(),
    f5_events: z.boolean().default(false).optional(),
    f6_accounts: Priority.optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m046_delete_reports",
  {
    title: "m046_delete_reports",
    description: "delete the reports of module 43. Changes are applied at once and cannot be undone from this tool. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_reports: z.string().max(160).describe("The f0_reports of the request, as the list tool returns it").optional(),
      f1_items: z.array(z.string()).max(12).optional(),
      f2_records: z.record(z.string(), z.number()).optional(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

