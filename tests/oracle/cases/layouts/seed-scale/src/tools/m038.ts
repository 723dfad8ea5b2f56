import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m038_create_files",
  {
    title: "m038_create_files",
    description: "create the files of module 35. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_files: z.array(z.string()).max(5),
      f1_tasks: z.number().int().min(1).max(400).default(30).optional()
      .describe("The f1_tasks of the request, as the list tool returns it"),
      f2_reports: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m038_update_tasks",
  {
    title: "m038_update_tasks",
    description: "update the tasks of module 35. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_tasks: z.string(),
      f1_reports: z.object({ key: z.string(), value: z.number().optional() }).optional()
      .describe("The f1_reports of the request, as the list tool returns it"),
      f2_items: PageSize.optional(),
      f3_records: z.string().max(190),
      f4_notes: z.boolean().default(false),
      f5_events: SortOrder.optional(),
      f6_accounts: z.string().max(220),
      f7_files: z.number().int().min(1).max(300).default(20),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m038_delete_reports",
  {
    title: "m038_delete_reports",
    description: "delete the reports of module 35. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_reports: z.array(z.string()).max(15),
      f1_items: TagList.optional(),
      f2_records: z.array(z.string()).max(7),
      f3_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f4_events: z.number().int().min(1).max(100).default(10).optional(),
      f5_accounts: z.number().int().min(1).max(100).default(10),
      f6_files: Priority,
      f7_tasks: z.enum(["draft", "active", "closed"]).optional(),
      f8_reports: z.array(z.string()).max(24),
      f9_items: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m038_search_items",
  "search the items of module 35. Changes are applied at once and cannot be undone from this tool.",
  {
    f0_items: z.record(z.string(), z.number()).optional(),
    f1_records: IdSchema.optional(),
    f2_notes: z.string().max(170).optional(),
    f3_events: z.union([z.literal("a"), z.literal("b")]),
    f4_accounts: z.string().max(150),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m038_sync_records",
  {
    title: "m038_sync_records",
    description: "sync the records of module 35. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_records: z.boolean().default(false),
      f1_notes: z.union([z.literal("a"), z.literal("b")]),
      f2_events: z.boolean().default(false),
      f3_accounts: IdSchema,
      f4_files: PageSize,
      f5_tasks: PageSize,
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m038_export_notes",
  {
    title: "m038_export_notes",
    description: "export the notes of module 35. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_notes: DateRange.optional(),
      f1_events: z.enum(["draft", "active", "closed"]),
      f2_accounts: z.string().max(210),
      f3_files: z.object({ key: z.string(), value: z.number().optional() }),
      f4_tasks: z.record(z.string(), z.number()).optional(),
      f5_reports: z.boolean().default(false),
      f6_items: z.string().optional(),
      f7_records: z.union([z.literal("a"), z.literal("b")]),
      f8_notes: TagList,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m038_archive_events",
  {
    title: "m038_archive_events",
    description: "archive the events of module 35. Nothing is written: the call only reads from the backing store. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: Priority,
      f1_accounts: z.record(z.string(), z.number()),
      f2_files: z.enum(["draft", "active", "closed"]).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m038_list_accounts",
  {
    title: "m038_list_accounts",
    description: "list the accounts of module 36. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_accounts: PageSize,
      f1_files: PageSize,
      f2_tasks: z.number().int().min(1).max(400).default(40).optional(),
      f3_reports: z.array(z.string()).max(17),
      f4_items: z.record(z.string(), z.number()),
      f5_records: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

