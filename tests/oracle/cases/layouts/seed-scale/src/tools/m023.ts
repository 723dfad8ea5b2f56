import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m023_update_items",
  {
    title: "m023_update_items",
    description: "update the items of module 21. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_items: z.boolean().default(false),
      f1_records: z.object({ key: z.string(), value: z.number().optional() }),
      f2_notes: Metadata,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m023_delete_records",
  {
    title: "m023_delete_records",
    description: "delete the records of module 21. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_records: z.boolean().default(false),
      f1_notes: TagList.optional(),
      f2_events: z.string(),
      f3_accounts: z.record(z.string(), z.number()).optional(),
      f4_files: z.number().int().min(1).max(400).default(10),
      f5_tasks: z.string(),
      f6_reports: SortOrder,
      f7_items: TagList,
      f8_records: z.string(),
      f9_notes: z.array(z.string()).max(16).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m023_search_notes",
  {
    title: "m023_search_notes",
    description: "search the notes of module 21. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f1_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_accounts: Priority,
      f3_files: TagList,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m023_sync_events",
  {
    title: "m023_sync_events",
    description: "sync the events of module 21. Ids come from the matching list tool of the same module. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_events: z.string().max(150),
      f1_accounts: z.number().int().min(1).max(100).default(30).optional(),
      f2_files: z.string().max(180),
      f3_tasks: z.array(z.string()).max(15).describe("The f3_tasks of the request, as the list tool returns it"),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m023_export_accounts",
  {
    title: "m023_export_accounts",
    description: "export the accounts of module 21. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_accounts: z.array(z.string()).max(18).describe("The f0_accounts of the request, as the list tool returns it"),
      f1_files: z.union([z.literal("a"), z.literal("b")]),
      f2_tasks: z.string(),
      f3_reports: z.boolean().default(false).optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m023_archive_files",
  {
    title: "m023_archive_files",
    description: "archive the files of module 21. Nothing is written: the call only reads from the backing store. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_files: TagList.describe("The f0_files of the request, as the list tool returns it"),
      f1_tasks: IdSchema,
      f2_reports: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m023_list_tasks",
  {
    title: "m023_list_tasks",
    description: "list the tasks of module 22. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_tasks: z.string(),
      f1_reports: z.boolean().default(false),
      f2_items: z.union([z.literal("a"), z.literal("b")]).optional(),
      f3_records: z.boolean().default(false).optional(),
      f4_notes: z.array(z.string()).max(10),
      f5_events: SortOrder,
      f6_accounts: PageSize.describe("The f6_accounts of the request, as the list tool returns it"),
      f7_files: z.string().max(90),
      f8_tasks: Priority.optional(),
      f9_reports: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m023_get_reports",
  {
    title: "m023_get_reports",
    description: "get the reports of module 22. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: z.enum(["draft", "active", "closed"]),
      f1_items: z.number().int().min(1).max(400).default(20),
      f2_records: z.union([z.literal("a"), z.literal("b")]).optional(),
      f3_notes: z.string().optional(),
      f4_events: z.array(z.string()).max(17),
      f5_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f6_files: z.string(),
      f7_tasks: z.string().max(50),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

