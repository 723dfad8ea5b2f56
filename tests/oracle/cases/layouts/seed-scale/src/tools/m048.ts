import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.tool(
  "m048_delete_items",
  "delete the items of module 44. Ids come from the matching list tool of the same module.",
  {
    f0_items: DateRange,
    f1_records: z.number().int().min(1).max(500).default(20),
    f2_notes: z.union([z.literal("a"), z.literal("b")]),
    f3_events: z.union([z.literal("a"), z.literal("b")]).optional(),
    f4_accounts: z.record(z.string(), z.number()),
    f5_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    f6_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    f7_reports: Metadata,
    f8_items: Priority,
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m048_search_records",
  {
    title: "m048_search_records",
    description: "search the records of module 44. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_records: z.boolean().default(false).optional(),
      f1_notes: TagList,
      f2_events: z.array(z.string()).max(18),
      f3_accounts: z.record(z.string(), z.number()),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m048_sync_notes",
  {
    title: "m048_sync_notes",
    description: "sync the notes of module 44. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_notes: z.array(z.string()).max(7).optional(),
      f1_events: IdSchema,
      f2_accounts: z.boolean().default(false).optional(),
      f3_files: z.boolean().default(false),
      f4_tasks: z.number().int().min(1).max(300).default(20).optional(),
      f5_reports: SortOrder,
      f6_items: z.string(),
      f7_records: Priority,
      f8_notes: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m048_export_events",
  {
    title: "m048_export_events",
    description: "export the events of module 44. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_events: z.object({ key: z.string(), value: z.number().optional() }),
      f1_accounts: z.number().int().min(1).max(400).default(10).optional(),
      f2_files: z.record(z.string(), z.number()).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m048_archive_accounts",
  {
    title: "m048_archive_accounts",
    description: "archive the accounts of module 44. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_accounts: z.number().int().min(1).max(500).default(10).optional(),
      f1_files: IdSchema.optional(),
      f2_tasks: z.array(z.string()).max(19),
      f3_reports: z.string().max(80).optional(),
      f4_items: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m048_list_files",
  {
    title: "m048_list_files",
    description: "list the files of module 45. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_files: z.boolean().default(false).describe("The f0_files of the request, as the list tool returns it").optional(),
      f1_tasks: z.array(z.string()).max(15).optional(),
      f2_reports: z.array(z.string()).max(17),
      f3_items: z.object({ key: z.string(), value: z.number().optional() }),
      f4_records: z.array(z.string()).max(8).optional(),
      f5_notes: z.record(z.string(), z.number()),
      f6_events: z.array(z.string()).max(19),
      f7_accounts: z.enum(["draft", "active", "closed"]),
      f8_files: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m048_get_tasks",
  {
    title: "m048_get_tasks",
    description: "get the tasks of module 45. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_tasks: PageSize,
      f1_reports: z.enum(["draft", "active", "closed"]),
      f2_items: z.boolean().default(false),
      f3_records: z.array(z.string()).max(5),
      f4_notes: Priority.describe("The f4_notes of the request, as the list tool returns it").optional(),
      f5_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f6_accounts: z.string().max(180).optional(),
      f7_files: z.boolean().default(false),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m048_create_reports",
  {
    title: "m048_create_reports",
    description: "create the reports of module 45. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: IdSchema.optional(),
      f1_items: IdSchema,
      f2_records: SortOrder.optional(),
      f3_notes: z.boolean().default(false),
      f4_events: z.string().max(120).describe("The f4_events of the request, as the list tool returns it").optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m048_update_items",
  {
    title: "m048_update_items",
    description: "update the items of module 45. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_items: z.boolean().default(false).optional(),
      f1_records: z.number().int().min(1).max(500).default(40),
      f2_notes: z.union([z.literal("a"), z.literal("b")]).describe("The f2_notes of the request, as the list tool returns it"),
      f3_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_accounts: z.boolean().default(false),
      f5_files: z.enum(["draft", "active", "closed"]),
      f6_tasks: z.enum(["draft", "active", "closed"]),
      f7_reports: z.string().max(240),
      f8_items: z.number().int().min(1).max(100).default(20).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

