import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m007_search_events",
  {
    title: "m007_search_events",
    description: "search the events of module 6. Results are sorted newest first and paginated by the server. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_events: z.union([z.literal("a"), z.literal("b")]),
      f1_accounts: z.number().int().min(1).max(400).default(20),
      f2_files: z.array(z.string()).max(7).optional(),
      f3_tasks: z.record(z.string(), z.number()),
      f4_reports: z.string().max(120),
      f5_items: IdSchema,
      f6_records: z.string().max(210),
      f7_notes: z.union([z.literal("a"), z.literal("b")]).optional(),
      f8_events: z.array(z.string()).max(21),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m007_sync_accounts",
  "sync the accounts of module 6. Results are sorted newest first and paginated by the server.",
  {
    f0_accounts: z.record(z.string(), z.number()).optional().describe("The f0_accounts of the request, as the list tool returns it"),
    f1_files: z.string().max(170),
    f2_tasks: z.union([z.literal("a"), z.literal("b")]),
    f3_reports: PageSize,
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m007_export_files",
  {
    title: "m007_export_files",
    description: "export the files of module 6. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_files: z.string(),
      f1_tasks: z.string().optional(),
      f2_reports: z.enum(["draft", "active", "closed"]).optional(),
      f3_items: z.number().int().min(1).max(400).default(40).optional(),
      f4_records: z.boolean().default(false).optional().describe("The f4_records of the request, as the list tool returns it"),
      f5_notes: z.number().int().min(1).max(100).default(10),
      f6_events: PageSize,
      f7_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f8_files: z.string().max(160),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m007_archive_tasks",
  {
    title: "m007_archive_tasks",
    description: "archive the tasks of module 6. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_tasks: SortOrder,
      f1_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_items: z.object({ key: z.string(), value: z.number().optional() }),
      f3_records: z.enum(["draft", "active", "closed"]).optional(),
      f4_notes: z.string().max(240).optional().describe("The f4_notes of the request, as the list tool returns it"),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m007_list_reports",
  {
    title: "m007_list_reports",
    description: "list the reports of module 7. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: z.number().int().min(1).max(400).default(10).optional(),
      f1_items: z.enum(["draft", "active", "closed"]),
      f2_records: z.array(z.string()).max(24).optional().describe("The f2_records of the request, as the list tool returns it"),
      f3_notes: Priority.optional(),
      f4_events: z.record(z.string(), z.number()),
      f5_accounts: PageSize,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m007_get_items",
  {
    title: "m007_get_items",
    description: "get the items of module 7. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_items: z.array(z.string()).max(23),
      f1_records: z.number().int().min(1).max(200).default(20),
      f2_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f3_events: TagList.optional(),
      f4_accounts: TagList.optional(),
      f5_files: z.object({ key: z.string(), value: z.number().optional() }),
      f6_tasks: z.number().int().min(1).max(500).default(10).optional(),
      f7_reports: TagList,
      f8_items: PageSize,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m007_create_records",
  {
    title: "m007_create_records",
    description: "create the records of module 7. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.string(),
      f1_notes: z.array(z.string()).max(20),
      f2_events: z.boolean().default(false),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m007_update_notes",
  {
    title: "m007_update_notes",
    description: "update the notes of module 7. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f1_events: TagList,
      f2_accounts: z.string(),
      f3_files: z.string(),
      f4_tasks: TagList.optional(),
      f5_reports: PageSize,
      f6_items: z.boolean().default(false),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

