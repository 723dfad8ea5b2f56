import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m016_archive_tasks",
  {
    title: "m016_archive_tasks",
    description: "archive the tasks of module 14. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_tasks: z.record(z.string(), z.number()),
      f1_reports: SortOrder.optional(),
      f2_items: z.number().int().min(1).max(100).default(40).optional(),
      f3_records: z.union([z.literal("a"), z.literal("b")]).optional(),
      f4_notes: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m016_list_reports",
  {
    title: "m016_list_reports",
    description: "list the reports of module 15. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_reports: z.record(z.string(), z.number()).optional()
      .describe("The f0_reports of the request, as the list tool returns it"),
      f1_items: z.boolean().default(false).optional(),
      f2_records: z.union([z.literal("a"), z.literal("b")]),
      f3_notes: z.enum(["draft", "active", "closed"]).optional(),
      f4_events: z.string(),
      f5_accounts: Priority,
      f6_files: SortOrder.optional(),
      f7_tasks: PageSize,
      f8_reports: z.string().max(200).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m016_get_items",
  {
    title: "m016_get_items",
    description: "get the items of module 15. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_items: z.object({ key: z.string(), value: z.number().optional() }),
      f1_records: Priority,
      f2_notes: z.string().max(150).optional(),
      f3_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_accounts: z.boolean().default(false),
      f5_files: z.object({ key: z.string(), value: z.number().optional() }).optional()
      .describe("The f5_files of the request, as the list tool returns it"),
      f6_tasks: IdSchema.optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m016_create_records",
  {
    title: "m016_create_records",
    description: "create the records of module 15. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.enum(["draft", "active", "closed"]).optional(),
      f1_notes: PageSize,
      f2_events: z.record(z.string(), z.number()),
      f3_accounts: z.boolean().default(false).optional()
      .describe("The f3_accounts of the request, as the list tool returns it"),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m016_update_notes",
  {
    title: "m016_update_notes",
    description: "update the notes of module 15. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_notes: z.enum(["draft", "active", "closed"]),
      f1_events: z.object({ key: z.string(), value: z.number().optional() }).optional()
      .describe("The f1_events of the request, as the list tool returns it"),
      f2_accounts: PageSize.optional(),
      f3_files: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m016_delete_events",
  {
    title: "m016_delete_events",
    description: "delete the events of module 15. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_events: Metadata,
      f1_accounts: z.union([z.literal("a"), z.literal("b")]),
      f2_files: z.object({ key: z.string(), value: z.number().optional() }),
      f3_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_reports: z.number().int().min(1).max(500).default(20),
      f5_items: z.string().optional(),
      f6_records: z.array(z.string()).max(12),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m016_search_accounts",
  "search the accounts of module 15. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store.",
  {
    f0_accounts: z.array(z.string()).max(21),
    f1_files: z.array(z.string()).max(8).optional(),
    f2_tasks: z.record(z.string(), z.number()),
    f3_reports: z.union([z.literal("a"), z.literal("b")]),
    f4_items: z.object({ key: z.string(), value: z.number().optional() }),
    f5_records: z.record(z.string(), z.number()),
    f6_notes: z.number().int().min(1).max(400).default(10).optional(),
    f7_events: z.boolean().default(false).optional(),
    f8_accounts: Priority.optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m016_sync_files",
  {
    title: "m016_sync_files",
    description: "sync the files of module 15. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_files: TagList.optional(),
      f1_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_records: z.string().max(90).optional(),
      f5_notes: TagList,
      f6_events: z.enum(["draft", "active", "closed"]).optional(),
      f7_accounts: z.union([z.literal("a"), z.literal("b")]),
      f8_files: z.boolean().default(false),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

