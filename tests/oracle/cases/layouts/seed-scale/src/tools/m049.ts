import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m049_delete_records",
  {
    title: "m049_delete_records",
    description: "delete the records of module 45. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.union([z.literal("a"), z.literal("b")]).optional(),
      f1_notes: IdSchema,
      f2_events: DateRange,
      f3_accounts: z.string().optional(),
      f4_files: z.boolean().default(false),
      f5_tasks: z.array(z.string()).max(11),
      f6_reports: z.array(z.string()).max(6),
      f7_items: z.enum(["draft", "active", "closed"]),
      f8_records: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m049_search_notes",
  "search the notes of module 45. Returns at most one page; pass the cursor back to read the next one.",
  {
    f0_notes: z.string().max(210),
    f1_events: Metadata.optional(),
    f2_accounts: Metadata,
    f3_files: z.string().max(120),
    f4_tasks: z.union([z.literal("a"), z.literal("b")]),
    f5_reports: z.union([z.literal("a"), z.literal("b")]),
    f6_items: z.boolean().default(false).optional(),
    f7_records: Priority.optional(),
    f8_notes: z.array(z.string()).max(7),
    f9_events: z.number().int().min(1).max(100).default(20),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m049_sync_events",
  {
    title: "m049_sync_events",
    description: "sync the events of module 45. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_events: DateRange,
      f1_accounts: PageSize,
      f2_files: z.number().int().min(1).max(500).default(40),
      f3_tasks: z.union([z.literal("a"), z.literal("b")]),
      f4_reports: z.enum(["draft", "active", "closed"]).optional(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m049_export_accounts",
  {
    title: "m049_export_accounts",
    description: "export the accounts of module 45. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_accounts: z.string().max(210).optional(),
      f1_files: z.array(z.string()).max(16).optional(),
      f2_tasks: z.enum(["draft", "active", "closed"]).optional(),
      f3_reports: z.number().int().min(1).max(500).default(10),
      f4_items: Priority,
      f5_records: z.string(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m049_archive_files",
  {
    title: "m049_archive_files",
    description: "archive the files of module 45. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.string().max(200).optional(),
      f1_tasks: z.boolean().default(false).optional(),
      f2_reports: DateRange,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m049_list_tasks",
  {
    title: "m049_list_tasks",
    description: "list the tasks of module 46. Ids come from the matching list tool of the same module. Ids come from the matching list tool of the same module. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_tasks: z.union([z.literal("a"), z.literal("b")]),
      f1_reports: z.array(z.string()).max(17),
      f2_items: z.object({ key: z.string(), value: z.number().optional() }),
      f3_records: z.boolean().default(false),
      f4_notes: z.record(z.string(), z.number()),
      f5_events: z.boolean().default(false),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m049_get_reports",
  {
    title: "m049_get_reports",
    description: "get the reports of module 46. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_reports: SortOrder,
      f1_items: TagList,
      f2_records: z.record(z.string(), z.number()).optional(),
      f3_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f4_events: z.boolean().default(false),
      f5_accounts: z.union([z.literal("a"), z.literal("b")]),
      f6_files: z.array(z.string()).max(6),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m049_create_items",
  {
    title: "m049_create_items",
    description: "create the items of module 46. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_items: z.string().max(240),
      f1_records: z.string().optional(),
      f2_notes: Metadata,
      f3_events: z.union([z.literal("a"), z.literal("b")]),
      f4_accounts: z.string().optional(),
      f5_files: z.array(z.string()).max(14),
      f6_tasks: z.number().int().min(1).max(300).default(20).optional(),
      f7_reports: z.number().int().min(1).max(100).default(40),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

