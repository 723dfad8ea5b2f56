import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m001_list_records",
  {
    title: "m001_list_records",
    description: "list the records of module 1. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: PageSize.optional(),
      f1_notes: z.record(z.string(), z.number()).optional(),
      f2_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_accounts: z.array(z.string()).max(5).optional(),
      f4_files: z.string(),
      f5_tasks: IdSchema,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m001_get_notes",
  "get the notes of module 1. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool.",
  {
    f0_notes: z.boolean().default(false),
    f1_events: z.enum(["draft", "active", "closed"]),
    f2_accounts: z.array(z.string()).max(5),
    f3_files: z.union([z.literal("a"), z.literal("b")]),
    f4_tasks: z.record(z.string(), z.number()),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m001_create_events",
  {
    title: "m001_create_events",
    description: "create the events of module 1. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_events: z.object({ key: z.string(), value: z.number().optional() }),
      f1_accounts: Metadata,
      f2_files: z.boolean().default(false).optional(),
      f3_tasks: z.enum(["draft", "active", "closed"]),
      f4_reports: z.string(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m001_update_accounts",
  {
    title: "m001_update_accounts",
    description: "update the accounts of module 1. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f1_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_tasks: z.array(z.string()).max(20).optional(),
      f3_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_items: z.number().int().min(1).max(200).default(10),
      f5_records: TagList.optional(),
      f6_notes: IdSchema,
      f7_events: z.string().max(80),
      f8_accounts: z.number().int().min(1).max(400).default(30),
      f9_files: DateRange,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m001_delete_files",
  {
    title: "m001_delete_files",
    description: "delete the files of module 1. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_files: Priority.optional(),
      f1_tasks: z.union([z.literal("a"), z.literal("b")]),
      f2_reports: z.array(z.string()).max(17),
      f3_items: z.string(),
      f4_records: z.string().max(80),
      f5_notes: z.record(z.string(), z.number()).optional(),
      f6_events: PageSize,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m001_search_tasks",
  {
    title: "m001_search_tasks",
    description: "search the tasks of module 1. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_tasks: Metadata.optional(),
      f1_reports: PageSize,
      f2_items: z.number().int().min(1).max(500).default(30).optional(),
      f3_records: z.array(z.string()).max(18),
      f4_notes: DateRange,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m001_sync_reports",
  {
    title: "m001_sync_reports",
    description: "sync the reports of module 1. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_reports: z.string().max(230),
      f1_items: PageSize,
      f2_records: z.string().optional().describe("The f2_records of the request, as the list tool returns it"),
      f3_notes: z.boolean().default(false),
      f4_events: z.union([z.literal("a"), z.literal("b")]).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m001_export_items",
  {
    title: "m001_export_items",
    description: "export the items of module 1. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_items: z.union([z.literal("a"), z.literal("b")]),
      f1_records: z.number().int().min(1).max(500).default(40),
      f2_notes: z.number().int().min(1).max(300).default(20),
      f3_events: z.string().max(130).optional().describe("The f3_events of the request, as the list tool returns it"),
      f4_accounts: z.enum(["draft", "active", "closed"]),
      f5_files: z.number().int().min(1).max(400).default(40).optional(),
      f6_tasks: z.array(z.string()).max(16),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

