import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.tool(
  "m000_list_items",
  "list the items of module 0. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
  {
    f0_items: IdSchema,
    f1_records: SortOrder,
    f2_notes: Priority,
    f3_events: SortOrder,
    f4_accounts: IdSchema.optional(),
    f5_files: DateRange.optional(),
    f6_tasks: z.boolean().default(false),
    f7_reports: z.boolean().default(false),
    f8_items: PageSize.optional().describe("The f8_items of the request, as the list tool returns it"),
    f9_records: z.string(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m000_get_records",
  {
    title: "m000_get_records",
    description: "get the records of module 0. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_records: Priority.optional().describe("The f0_records of the request, as the list tool returns it"),
      f1_notes: z.number().int().min(1).max(500).default(40),
      f2_events: z.string(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m000_create_notes",
  {
    title: "m000_create_notes",
    description: "create the notes of module 0. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_notes: z.union([z.literal("a"), z.literal("b")]),
      f1_events: z.record(z.string(), z.number()).optional().describe("The f1_events of the request, as the list tool returns it"),
      f2_accounts: z.string(),
      f3_files: z.object({ key: z.string(), value: z.number().optional() }),
      f4_tasks: SortOrder.optional(),
      f5_reports: z.number().int().min(1).max(300).default(20).optional(),
      f6_items: z.array(z.string()).max(5),
      f7_records: z.object({ key: z.string(), value: z.number().optional() }),
      f8_notes: DateRange,
      f9_events: DateRange,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m000_update_events",
  {
    title: "m000_update_events",
    description: "update the events of module 0. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_events: z.record(z.string(), z.number()),
      f1_accounts: TagList.optional().describe("The f1_accounts of the request, as the list tool returns it"),
      f2_files: SortOrder,
      f3_tasks: z.union([z.literal("a"), z.literal("b")]).optional(),
      f4_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f5_items: z.array(z.string()).max(14),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m000_delete_accounts",
  {
    title: "m000_delete_accounts",
    description: "delete the accounts of module 0. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_accounts: z.boolean().default(false).optional(),
      f1_files: z.union([z.literal("a"), z.literal("b")]),
      f2_tasks: z.number().int().min(1).max(500).default(40),
      f3_reports: Priority.optional(),
      f4_items: z.enum(["draft", "active", "closed"]),
      f5_records: z.boolean().default(false),
      f6_notes: Metadata,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m000_search_files",
  {
    title: "m000_search_files",
    description: "search the files of module 0. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.object({ key: z.string(), value: z.number().optional() }),
      f1_tasks: z.enum(["draft", "active", "closed"]).optional(),
      f2_reports: z.union([z.literal("a"), z.literal("b")]),
      f3_items: z.number().int().min(1).max(300).default(20).optional(),
      f4_records: DateRange,
      f5_notes: SortOrder.optional(),
      f6_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f7_accounts: z.string(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m000_sync_tasks",
  {
    title: "m000_sync_tasks",
    description: "sync the tasks of module 0. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_tasks: IdSchema,
      f1_reports: z.string().max(130).optional(),
      f2_items: Metadata.optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m000_export_reports",
  {
    title: "m000_export_reports",
    description: "export the reports of module 0. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_reports: TagList.optional(),
      f1_items: z.array(z.string()).max(20).optional(),
      f2_records: z.string().optional(),
      f3_notes: z.union([z.literal("a"), z.literal("b")]),
      f4_events: Priority,
      f5_accounts: z.string(),
      f6_files: z.enum(["draft", "active", "closed"]),
      f7_tasks: Priority,
      f8_reports: z.string().max(110).optional(),
      f9_items: z.array(z.string()).max(21).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m000_archive_items",
  {
    title: "m000_archive_items",
    description: "archive the items of module 0. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_items: Priority,
      f1_records: z.boolean().default(false),
      f2_notes: Priority,
      f3_events: PageSize,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

