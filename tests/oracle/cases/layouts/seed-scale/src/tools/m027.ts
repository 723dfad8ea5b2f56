import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m027_list_records",
  {
    title: "m027_list_records",
    description: "list the records of module 25. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.boolean().default(false),
      f1_notes: z.number().int().min(1).max(100).default(40),
      f2_events: SortOrder.optional().describe("The f2_events of the request, as the list tool returns it"),
      f3_accounts: z.string().max(110).optional(),
      f4_files: z.enum(["draft", "active", "closed"]).optional(),
      f5_tasks: PageSize.optional(),
      f6_reports: TagList.optional(),
      f7_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m027_get_notes",
  {
    title: "m027_get_notes",
    description: "get the notes of module 25. Use it when the user asks about the current state before changing anything. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f1_events: z.string().max(50).optional(),
      f2_accounts: z.string().max(240),
      f3_files: TagList.optional(),
      f4_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f5_reports: Priority,
      f6_items: z.boolean().default(false),
      f7_records: DateRange.optional().describe("The f7_records of the request, as the list tool returns it"),
      f8_notes: z.enum(["draft", "active", "closed"]),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m027_create_events",
  {
    title: "m027_create_events",
    description: "create the events of module 25. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_events: Priority,
      f1_accounts: z.union([z.literal("a"), z.literal("b")]),
      f2_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f4_reports: z.number().int().min(1).max(200).default(20),
      f5_items: z.enum(["draft", "active", "closed"]).optional().describe("The f5_items of the request, as the list tool returns it"),
      f6_records: TagList.optional(),
      f7_notes: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m027_update_accounts",
  {
    title: "m027_update_accounts",
    description: "update the accounts of module 25. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_accounts: z.record(z.string(), z.number()).optional().describe("The f0_accounts of the request, as the list tool returns it"),
      f1_files: SortOrder,
      f2_tasks: z.enum(["draft", "active", "closed"]),
      f3_reports: z.union([z.literal("a"), z.literal("b")]),
      f4_items: z.object({ key: z.string(), value: z.number().optional() }),
      f5_records: z.number().int().min(1).max(300).default(10),
      f6_notes: TagList,
      f7_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f8_accounts: SortOrder.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m027_delete_files",
  {
    title: "m027_delete_files",
    description: "delete the files of module 25. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.number().int().min(1).max(500).default(40).optional(),
      f1_tasks: z.union([z.literal("a"), z.literal("b")]),
      f2_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_items: z.union([z.literal("a"), z.literal("b")]),
      f4_records: z.union([z.literal("a"), z.literal("b")]),
      f5_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f6_events: z.string().max(90).optional(),
      f7_accounts: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m027_search_tasks",
  "search the tasks of module 25. Nothing is written: the call only reads from the backing store. Results are sorted newest first and paginated by the server.",
  {
    f0_tasks: z.array(z.string()).max(8),
    f1_reports: z.array(z.string()).max(17).optional(),
    f2_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    f3_records: z.enum(["draft", "active", "closed"]).optional(),
    f4_notes: z.number().int().min(1).max(400).default(20),
    f5_events: z.enum(["draft", "active", "closed"]),
    f6_accounts: z.array(z.string()).max(13),
    f7_files: TagList.optional(),
    f8_tasks: z.string().max(120),
    f9_reports: Metadata.optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m027_sync_reports",
  {
    title: "m027_sync_reports",
    description: "sync the reports of module 25. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_reports: DateRange,
      f1_items: Priority.optional(),
      f2_records: z.record(z.string(), z.number()),
      f3_notes: PageSize.optional(),
      f4_events: z.number().int().min(1).max(400).default(10),
      f5_accounts: z.array(z.string()).max(9).optional(),
      f6_files: z.string(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m027_export_items",
  {
    title: "m027_export_items",
    description: "export the items of module 25. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_items: Priority,
      f1_records: SortOrder,
      f2_notes: Metadata,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m027_archive_records",
  {
    title: "m027_archive_records",
    description: "archive the records of module 25. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_records: z.string(),
      f1_notes: PageSize,
      f2_events: z.string().max(210),
      f3_accounts: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

