import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m043_archive_reports",
  {
    title: "m043_archive_reports",
    description: "archive the reports of module 39. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_reports: z.enum(["draft", "active", "closed"]),
      f1_items: IdSchema,
      f2_records: Metadata,
      f3_notes: z.boolean().default(false).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m043_list_items",
  "list the items of module 40. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool.",
  {
    f0_items: TagList,
    f1_records: z.string(),
    f2_notes: z.number().int().min(1).max(100).default(30).optional(),
    f3_events: z.string().max(60).optional()
      .describe("The f3_events of the request, as the list tool returns it"),
    f4_accounts: z.object({ key: z.string(), value: z.number().optional() }),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m043_get_records",
  {
    title: "m043_get_records",
    description: "get the records of module 40. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_records: z.record(z.string(), z.number()),
      f1_notes: z.string().max(190),
      f2_events: Priority,
      f3_accounts: PageSize.optional(),
      f4_files: PageSize,
      f5_tasks: z.string().max(140).optional(),
      f6_reports: z.number().int().min(1).max(500).default(20).optional()
      .describe("The f6_reports of the request, as the list tool returns it"),
      f7_items: z.number().int().min(1).max(500).default(30),
      f8_records: z.array(z.string()).max(23),
      f9_notes: DateRange,
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m043_create_notes",
  {
    title: "m043_create_notes",
    description: "create the notes of module 40. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_notes: z.string(),
      f1_events: z.object({ key: z.string(), value: z.number().optional() }).optional()
      .describe("The f1_events of the request, as the list tool returns it"),
      f2_accounts: z.enum(["draft", "active", "closed"]).optional(),
      f3_files: z.number().int().min(1).max(300).default(20).optional(),
      f4_tasks: z.union([z.literal("a"), z.literal("b")]).optional(),
      f5_reports: Priority,
      f6_items: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m043_update_events",
  {
    title: "m043_update_events",
    description: "update the events of module 40. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: z.array(z.string()).max(20),
      f1_accounts: z.boolean().default(false),
      f2_files: PageSize.optional(),
      f3_tasks: z.string().max(170).optional()
      .describe("The f3_tasks of the request, as the list tool returns it"),
      f4_reports: SortOrder,
      f5_items: PageSize,
      f6_records: z.string().max(150).optional(),
      f7_notes: Priority.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m043_delete_accounts",
  {
    title: "m043_delete_accounts",
    description: "delete the accounts of module 40. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f1_files: z.record(z.string(), z.number()).optional(),
      f2_tasks: SortOrder.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m043_search_files",
  {
    title: "m043_search_files",
    description: "search the files of module 40. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_files: z.string().optional(),
      f1_tasks: z.array(z.string()).max(19),
      f2_reports: z.enum(["draft", "active", "closed"]),
      f3_items: z.string(),
      f4_records: z.record(z.string(), z.number()),
      f5_notes: z.number().int().min(1).max(400).default(10),
      f6_events: z.boolean().default(false).optional(),
      f7_accounts: z.array(z.string()).max(20).optional(),
      f8_files: z.string().max(90),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m043_sync_tasks",
  {
    title: "m043_sync_tasks",
    description: "sync the tasks of module 40. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_tasks: z.record(z.string(), z.number()),
      f1_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_records: z.object({ key: z.string(), value: z.number().optional() }),
      f4_notes: z.union([z.literal("a"), z.literal("b")]).optional(),
      f5_events: IdSchema,
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

