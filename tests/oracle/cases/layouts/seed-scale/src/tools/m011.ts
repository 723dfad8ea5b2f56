import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m011_create_accounts",
  {
    title: "m011_create_accounts",
    description: "create the accounts of module 10. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_accounts: IdSchema.optional(),
      f1_files: TagList.optional(),
      f2_tasks: z.record(z.string(), z.number()).optional()
      .describe("The f2_tasks of the request, as the list tool returns it"),
      f3_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f4_items: z.string().max(110).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m011_update_files",
  {
    title: "m011_update_files",
    description: "update the files of module 10. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_files: z.record(z.string(), z.number()).optional()
      .describe("The f0_files of the request, as the list tool returns it"),
      f1_tasks: Metadata.optional(),
      f2_reports: Priority,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m011_delete_tasks",
  {
    title: "m011_delete_tasks",
    description: "delete the tasks of module 10. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_tasks: z.number().int().min(1).max(500).default(30).optional(),
      f1_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f2_items: z.object({ key: z.string(), value: z.number().optional() }),
      f3_records: z.array(z.string()).max(14),
      f4_notes: z.boolean().default(false).optional(),
      f5_events: z.string().optional(),
      f6_accounts: z.string().max(110),
      f7_files: Priority.optional(),
      f8_tasks: z.record(z.string(), z.number()),
      f9_reports: SortOrder.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m011_search_reports",
  {
    title: "m011_search_reports",
    description: "search the reports of module 10. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_reports: z.union([z.literal("a"), z.literal("b")]),
      f1_items: Metadata,
      f2_records: z.enum(["draft", "active", "closed"]).optional(),
      f3_notes: z.string().max(210).optional(),
      f4_events: z.enum(["draft", "active", "closed"]),
      f5_accounts: z.number().int().min(1).max(100).default(40).optional(),
      f6_files: TagList,
      f7_tasks: z.enum(["draft", "active", "closed"]).optional(),
      f8_reports: z.union([z.literal("a"), z.literal("b")]).optional(),
      f9_items: Priority.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m011_sync_items",
  {
    title: "m011_sync_items",
    description: "sync the items of module 10. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_items: z.number().int().min(1).max(400).default(40),
      f1_records: z.union([z.literal("a"), z.literal("b")]),
      f2_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_events: z.enum(["draft", "active", "closed"]),
      f4_accounts: z.string().max(210),
      f5_files: z.boolean().default(false).optional(),
      f6_tasks: z.boolean().default(false),
      f7_reports: z.number().int().min(1).max(200).default(30).optional(),
      f8_items: z.number().int().min(1).max(200).default(20),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m011_export_records",
  {
    title: "m011_export_records",
    description: "export the records of module 10. Changes are applied at once and cannot be undone from this tool. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_records: z.union([z.literal("a"), z.literal("b")]),
      f1_notes: z.string().max(140),
      f2_events: z.number().int().min(1).max(300).default(20).optional(),
      f3_accounts: z.boolean().default(false),
      f4_files: z.string(),
      f5_tasks: IdSchema,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m011_archive_notes",
  {
    title: "m011_archive_notes",
    description: "archive the notes of module 10. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_notes: z.union([z.literal("a"), z.literal("b")]),
      f1_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_accounts: z.enum(["draft", "active", "closed"]),
      f3_files: Priority,
      f4_tasks: z.array(z.string()).max(7).optional(),
      f5_reports: Metadata,
      f6_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f7_records: z.string().max(220),
      f8_notes: z.union([z.literal("a"), z.literal("b")]).optional(),
      f9_events: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m011_list_events",
  {
    title: "m011_list_events",
    description: "list the events of module 11. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: z.enum(["draft", "active", "closed"]).optional(),
      f1_accounts: TagList.optional(),
      f2_files: z.number().int().min(1).max(100).default(20),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

