import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m019_sync_reports",
  {
    title: "m019_sync_reports",
    description: "sync the reports of module 17. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f1_items: z.record(z.string(), z.number()),
      f2_records: z.array(z.string()).max(7),
      f3_notes: z.record(z.string(), z.number()),
      f4_events: z.number().int().min(1).max(500).default(30),
      f5_accounts: z.record(z.string(), z.number()),
      f6_files: IdSchema,
      f7_tasks: z.enum(["draft", "active", "closed"]).optional(),
      f8_reports: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m019_export_items",
  "export the items of module 17. Nothing is written: the call only reads from the backing store.",
  {
    f0_items: IdSchema,
    f1_records: z.union([z.literal("a"), z.literal("b")]).optional(),
    f2_notes: z.number().int().min(1).max(400).default(30),
    f3_events: z.string().max(190),
    f4_accounts: z.enum(["draft", "active", "closed"]).optional(),
    f5_files: z.enum(["draft", "active", "closed"]),
    f6_tasks: z.object({ key: z.string(), value: z.number().optional() }),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m019_archive_records",
  {
    title: "m019_archive_records",
    description: "archive the records of module 17. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_records: SortOrder.optional(),
      f1_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f2_events: z.record(z.string(), z.number()),
      f3_accounts: z.union([z.literal("a"), z.literal("b")]),
      f4_files: z.string().optional(),
      f5_tasks: z.enum(["draft", "active", "closed"]).optional(),
      f6_reports: Priority.optional(),
      f7_items: IdSchema,
      f8_records: z.number().int().min(1).max(500).default(10),
      f9_notes: TagList.optional(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m019_list_notes",
  {
    title: "m019_list_notes",
    description: "list the notes of module 18. Results are sorted newest first and paginated by the server. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_notes: z.string().max(200),
      f1_events: PageSize,
      f2_accounts: Priority.optional(),
      f3_files: z.object({ key: z.string(), value: z.number().optional() }),
      f4_tasks: Priority,
      f5_reports: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m019_get_events",
  {
    title: "m019_get_events",
    description: "get the events of module 18. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f1_accounts: z.enum(["draft", "active", "closed"]),
      f2_files: z.string().max(100).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m019_create_accounts",
  {
    title: "m019_create_accounts",
    description: "create the accounts of module 18. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_accounts: z.union([z.literal("a"), z.literal("b")]),
      f1_files: z.string().max(100).optional(),
      f2_tasks: Priority.optional(),
      f3_reports: TagList,
      f4_items: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m019_update_files",
  {
    title: "m019_update_files",
    description: "update the files of module 18. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_files: z.number().int().min(1).max(500).default(40).describe("The f0_files of the request, as the list tool returns it").optional(),
      f1_tasks: z.number().int().min(1).max(500).default(40),
      f2_reports: Metadata.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m019_delete_tasks",
  {
    title: "m019_delete_tasks",
    description: "delete the tasks of module 18. Ids come from the matching list tool of the same module. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_tasks: Metadata,
      f1_reports: z.union([z.literal("a"), z.literal("b")]),
      f2_items: z.string().max(50).optional(),
      f3_records: z.string(),
      f4_notes: SortOrder,
      f5_events: z.union([z.literal("a"), z.literal("b")]).describe("The f5_events of the request, as the list tool returns it").optional(),
      f6_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f7_files: DateRange,
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

