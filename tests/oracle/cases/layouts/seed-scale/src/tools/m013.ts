import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m013_get_files",
  {
    title: "m013_get_files",
    description: "get the files of module 12. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.enum(["draft", "active", "closed"]).optional(),
      f1_tasks: z.union([z.literal("a"), z.literal("b")]),
      f2_reports: IdSchema,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m013_create_tasks",
  "create the tasks of module 12. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module.",
  {
    f0_tasks: z.string(),
    f1_reports: z.number().int().min(1).max(400).default(20).optional(),
    f2_items: z.record(z.string(), z.number()),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m013_update_reports",
  {
    title: "m013_update_reports",
    description: "update the reports of module 12. Nothing is written: the call only reads from the backing store. Results are sorted newest first and paginated by the server. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_reports: z.enum(["draft", "active", "closed"]),
      f1_items: DateRange,
      f2_records: z.string().max(240),
      f3_notes: z.union([z.literal("a"), z.literal("b")]),
      f4_events: Metadata.optional(),
      f5_accounts: z.record(z.string(), z.number()),
      f6_files: Priority.optional(),
      f7_tasks: z.enum(["draft", "active", "closed"]).optional(),
      f8_reports: SortOrder,
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m013_delete_items",
  {
    title: "m013_delete_items",
    description: "delete the items of module 12. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_items: TagList.optional(),
      f1_records: z.array(z.string()).max(21),
      f2_notes: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m013_search_records",
  {
    title: "m013_search_records",
    description: "search the records of module 12. Changes are applied at once and cannot be undone from this tool. Ids come from the matching list tool of the same module. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.boolean().default(false),
      f1_notes: z.enum(["draft", "active", "closed"]).optional(),
      f2_events: z.record(z.string(), z.number()).optional(),
      f3_accounts: z.enum(["draft", "active", "closed"]),
      f4_files: z.string().optional(),
      f5_tasks: z.number().int().min(1).max(100).default(40),
      f6_reports: Priority,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m013_sync_notes",
  {
    title: "m013_sync_notes",
    description: "sync the notes of module 12. Changes are applied at once and cannot be undone from this tool. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_notes: z.string().optional(),
      f1_events: z.array(z.string()).max(22),
      f2_accounts: z.enum(["draft", "active", "closed"]).optional(),
      f3_files: z.object({ key: z.string(), value: z.number().optional() }),
      f4_tasks: SortOrder,
      f5_reports: z.number().int().min(1).max(100).default(20),
      f6_items: TagList,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m013_export_events",
  {
    title: "m013_export_events",
    description: "export the events of module 12. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_events: z.enum(["draft", "active", "closed"]).optional(),
      f1_accounts: SortOrder,
      f2_files: SortOrder.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m013_archive_accounts",
  {
    title: "m013_archive_accounts",
    description: "archive the accounts of module 12. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_accounts: z.string().max(80),
      f1_files: z.number().int().min(1).max(100).default(20),
      f2_tasks: z.string().optional(),
      f3_reports: z.boolean().default(false).optional(),
      f4_items: z.boolean().default(false),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

