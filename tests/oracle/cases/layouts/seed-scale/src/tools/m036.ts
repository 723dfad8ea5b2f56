import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.tool(
  "m036_update_accounts",
  "update the accounts of module 33. Returns at most one page; pass the cursor back to read the next one.",
  {
    f0_accounts: SortOrder.optional().describe("The f0_accounts of the request, as the list tool returns it"),
    f1_files: z.record(z.string(), z.number()).optional(),
    f2_tasks: z.number().int().min(1).max(400).default(30),
    f3_reports: z.array(z.string()).max(5),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m036_delete_files",
  {
    title: "m036_delete_files",
    description: "delete the files of module 33. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_files: z.boolean().default(false),
      f1_tasks: z.number().int().min(1).max(100).default(10).optional(),
      f2_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_items: DateRange,
      f4_records: Priority,
      f5_notes: z.enum(["draft", "active", "closed"]).optional().describe("The f5_notes of the request, as the list tool returns it"),
      f6_events: IdSchema,
      f7_accounts: z.union([z.literal("a"), z.literal("b")]),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m036_search_tasks",
  {
    title: "m036_search_tasks",
    description: "search the tasks of module 33. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_tasks: z.string().optional()
      .describe("The f0_tasks of the request, as the list tool returns it"),
      f1_reports: PageSize.optional(),
      f2_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m036_sync_reports",
  {
    title: "m036_sync_reports",
    description: "sync the reports of module 33. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_reports: z.number().int().min(1).max(300).default(40),
      f1_items: z.union([z.literal("a"), z.literal("b")]),
      f2_records: z.string().max(90).optional()
      .describe("The f2_records of the request, as the list tool returns it"),
      f3_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_events: Metadata,
      f5_accounts: z.string(),
      f6_files: z.array(z.string()).max(24),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m036_export_items",
  {
    title: "m036_export_items",
    description: "export the items of module 33. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_items: TagList.optional(),
      f1_records: z.number().int().min(1).max(300).default(10),
      f2_notes: DateRange,
      f3_events: z.number().int().min(1).max(200).default(20).optional(),
      f4_accounts: z.record(z.string(), z.number()),
      f5_files: z.number().int().min(1).max(300).default(20),
      f6_tasks: z.union([z.literal("a"), z.literal("b")]),
      f7_reports: TagList,
      f8_items: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m036_archive_records",
  {
    title: "m036_archive_records",
    description: "archive the records of module 33. Results are sorted newest first and paginated by the server. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.object({ key: z.string(), value: z.number().optional() }),
      f1_notes: z.enum(["draft", "active", "closed"]),
      f2_events: DateRange,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m036_list_notes",
  {
    title: "m036_list_notes",
    description: "list the notes of module 34. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_notes: z.record(z.string(), z.number()).optional(),
      f1_events: z.union([z.literal("a"), z.literal("b")]),
      f2_accounts: TagList,
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m036_get_events",
  {
    title: "m036_get_events",
    description: "get the events of module 34. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_events: z.enum(["draft", "active", "closed"]),
      f1_accounts: PageSize,
      f2_files: z.boolean().default(false).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m036_create_accounts",
  {
    title: "m036_create_accounts",
    description: "create the accounts of module 34. Nothing is written: the call only reads from the backing store. Use it when the user asks about the current state before changing anything. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_accounts: Metadata,
      f1_files: z.string().max(70),
      f2_tasks: z.union([z.literal("a"), z.literal("b")]).optional(),
      f3_reports: z.boolean().default(false),
      f4_items: z.array(z.string()).max(18),
      f5_records: z.string().optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

