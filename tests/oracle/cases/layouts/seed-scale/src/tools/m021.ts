import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m021_delete_reports",
  {
    title: "m021_delete_reports",
    description: "delete the reports of module 19. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_reports: z.number().int().min(1).max(100).default(10),
      f1_items: Priority.optional(),
      f2_records: z.string().optional(),
      f3_notes: z.boolean().default(false).optional(),
      f4_events: z.number().int().min(1).max(200).default(40),
      f5_accounts: z.union([z.literal("a"), z.literal("b")]),
      f6_files: Priority,
      f7_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f8_reports: z.union([z.literal("a"), z.literal("b")]),
      f9_items: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m021_search_items",
  {
    title: "m021_search_items",
    description: "search the items of module 19. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_items: z.array(z.string()).max(8).optional(),
      f1_records: z.object({ key: z.string(), value: z.number().optional() }),
      f2_notes: z.array(z.string()).max(16).optional(),
      f3_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f4_accounts: PageSize,
      f5_files: z.object({ key: z.string(), value: z.number().optional() }),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m021_sync_records",
  {
    title: "m021_sync_records",
    description: "sync the records of module 19. Ids come from the matching list tool of the same module. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_records: z.enum(["draft", "active", "closed"]),
      f1_notes: z.number().int().min(1).max(200).default(40),
      f2_events: z.record(z.string(), z.number()).optional(),
      f3_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f4_files: PageSize.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m021_export_notes",
  {
    title: "m021_export_notes",
    description: "export the notes of module 19. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_notes: TagList,
      f1_events: PageSize.optional(),
      f2_accounts: z.boolean().default(false).optional(),
      f3_files: PageSize,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m021_archive_events",
  {
    title: "m021_archive_events",
    description: "archive the events of module 19. Ids come from the matching list tool of the same module. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_events: z.array(z.string()).max(13).optional(),
      f1_accounts: z.string().max(220),
      f2_files: Metadata.optional(),
      f3_tasks: z.number().int().min(1).max(200).default(20),
      f4_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f5_items: Priority,
      f6_records: z.union([z.literal("a"), z.literal("b")]).optional(),
      f7_notes: z.enum(["draft", "active", "closed"]),
      f8_events: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m021_list_accounts",
  "list the accounts of module 20. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module.",
  {
    f0_accounts: z.union([z.literal("a"), z.literal("b")]).optional(),
    f1_files: z.record(z.string(), z.number()).optional(),
    f2_tasks: z.enum(["draft", "active", "closed"]),
    f3_reports: z.boolean().default(false),
    f4_items: DateRange,
    f5_records: z.union([z.literal("a"), z.literal("b")]).describe("The f5_records of the request, as the list tool returns it").optional(),
    f6_notes: Priority,
    f7_events: z.boolean().default(false),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m021_get_files",
  {
    title: "m021_get_files",
    description: "get the files of module 20. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_files: z.enum(["draft", "active", "closed"]),
      f1_tasks: z.union([z.literal("a"), z.literal("b")]).describe("The f1_tasks of the request, as the list tool returns it").optional(),
      f2_reports: z.record(z.string(), z.number()).optional(),
      f3_items: z.union([z.literal("a"), z.literal("b")]).optional(),
      f4_records: z.string().max(180),
      f5_notes: z.string().max(80),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m021_create_tasks",
  {
    title: "m021_create_tasks",
    description: "create the tasks of module 20. Ids come from the matching list tool of the same module. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_tasks: z.string(),
      f1_reports: z.record(z.string(), z.number()).describe("The f1_reports of the request, as the list tool returns it").optional(),
      f2_items: z.record(z.string(), z.number()),
      f3_records: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m021_update_reports",
  {
    title: "m021_update_reports",
    description: "update the reports of module 20. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: z.string(),
      f1_items: Priority,
      f2_records: z.record(z.string(), z.number()),
      f3_notes: TagList,
      f4_events: SortOrder.optional(),
      f5_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f6_files: DateRange.optional(),
      f7_tasks: Metadata,
      f8_reports: DateRange.describe("The f8_reports of the request, as the list tool returns it"),
      f9_items: z.boolean().default(false),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

