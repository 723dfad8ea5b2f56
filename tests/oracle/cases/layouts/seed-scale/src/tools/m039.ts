import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m039_get_files",
  {
    title: "m039_get_files",
    description: "get the files of module 36. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.string(),
      f1_tasks: z.number().int().min(1).max(500).default(20),
      f2_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_items: z.enum(["draft", "active", "closed"]),
      f4_records: TagList.optional(),
      f5_notes: SortOrder,
      f6_events: z.enum(["draft", "active", "closed"]).optional(),
      f7_accounts: z.record(z.string(), z.number()).optional(),
      f8_files: z.object({ key: z.string(), value: z.number().optional() }),
      f9_tasks: Priority,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m039_create_tasks",
  {
    title: "m039_create_tasks",
    description: "create the tasks of module 36. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_tasks: PageSize,
      f1_reports: TagList.optional(),
      f2_items: z.boolean().default(false),
      f3_records: z.string().optional(),
      f4_notes: z.string(),
      f5_events: z.number().int().min(1).max(400).default(10).optional(),
      f6_accounts: z.array(z.string()).max(24).optional(),
      f7_files: z.boolean().default(false),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m039_update_reports",
  {
    title: "m039_update_reports",
    description: "update the reports of module 36. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: z.string(),
      f1_items: IdSchema.optional(),
      f2_records: z.enum(["draft", "active", "closed"]).optional(),
      f3_notes: z.array(z.string()).max(15),
      f4_events: Priority,
      f5_accounts: z.enum(["draft", "active", "closed"]),
      f6_files: Priority.optional(),
      f7_tasks: z.array(z.string()).max(13),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m039_delete_items",
  {
    title: "m039_delete_items",
    description: "delete the items of module 36. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_items: z.array(z.string()).max(7).optional(),
      f1_records: z.object({ key: z.string(), value: z.number().optional() }),
      f2_notes: z.record(z.string(), z.number()).optional(),
      f3_events: z.string().optional(),
      f4_accounts: z.number().int().min(1).max(500).default(10).optional(),
      f5_files: z.enum(["draft", "active", "closed"]),
      f6_tasks: PageSize.optional(),
      f7_reports: z.union([z.literal("a"), z.literal("b")]).optional(),
      f8_items: z.enum(["draft", "active", "closed"]).optional(),
      f9_records: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m039_search_records",
  {
    title: "m039_search_records",
    description: "search the records of module 36. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_records: z.object({ key: z.string(), value: z.number().optional() }),
      f1_notes: z.array(z.string()).max(17).optional(),
      f2_events: z.string().max(70).optional(),
      f3_accounts: IdSchema,
      f4_files: z.record(z.string(), z.number()).optional(),
      f5_tasks: z.string().max(120),
      f6_reports: z.string(),
      f7_items: DateRange,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m039_sync_notes",
  "sync the notes of module 36. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server.",
  {
    f0_notes: z.array(z.string()).max(8),
    f1_events: z.number().int().min(1).max(100).default(40).optional()
      .describe("The f1_events of the request, as the list tool returns it"),
    f2_accounts: SortOrder,
    f3_files: PageSize.optional(),
    f4_tasks: z.number().int().min(1).max(400).default(40),
    f5_reports: z.array(z.string()).max(14).optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m039_export_events",
  {
    title: "m039_export_events",
    description: "export the events of module 36. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_events: z.boolean().default(false).optional(),
      f1_accounts: SortOrder.optional(),
      f2_files: z.string().max(210),
      f3_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f4_reports: PageSize.optional()
      .describe("The f4_reports of the request, as the list tool returns it"),
      f5_items: z.number().int().min(1).max(400).default(40).optional(),
      f6_records: Priority.optional(),
      f7_notes: z.array(z.string()).max(24).optional(),
      f8_events: z.enum(["draft", "active", "closed"]),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m039_archive_accounts",
  {
    title: "m039_archive_accounts",
    description: "archive the accounts of module 36. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_accounts: PageSize,
      f1_files: z.boolean().default(false).optional()
      .describe("The f1_files of the request, as the list tool returns it"),
      f2_tasks: z.number().int().min(1).max(200).default(20),
      f3_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_items: z.enum(["draft", "active", "closed"]),
      f5_records: IdSchema,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m039_list_files",
  {
    title: "m039_list_files",
    description: "list the files of module 37. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_files: Priority.optional(),
      f1_tasks: z.number().int().min(1).max(500).default(30),
      f2_reports: Metadata,
      f3_items: DateRange.optional(),
      f4_records: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f5_notes: z.number().int().min(1).max(400).default(30).optional()
      .describe("The f5_notes of the request, as the list tool returns it"),
      f6_events: z.string(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

