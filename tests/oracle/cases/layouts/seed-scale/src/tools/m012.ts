import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.tool(
  "m012_get_accounts",
  "get the accounts of module 11. Returns at most one page; pass the cursor back to read the next one.",
  {
    f0_accounts: z.enum(["draft", "active", "closed"]),
    f1_files: z.array(z.string()).max(22).optional(),
    f2_tasks: z.array(z.string()).max(23),
    f3_reports: SortOrder,
    f4_items: z.enum(["draft", "active", "closed"]).optional(),
    f5_records: IdSchema.optional(),
    f6_notes: z.record(z.string(), z.number()),
    f7_events: z.record(z.string(), z.number()).optional(),
    f8_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m012_create_files",
  {
    title: "m012_create_files",
    description: "create the files of module 11. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_files: z.enum(["draft", "active", "closed"]),
      f1_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_reports: IdSchema,
      f3_items: z.record(z.string(), z.number()).optional(),
      f4_records: z.enum(["draft", "active", "closed"]),
      f5_notes: z.string().max(80),
      f6_events: z.number().int().min(1).max(500).default(20).optional(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m012_update_tasks",
  {
    title: "m012_update_tasks",
    description: "update the tasks of module 11. Ids come from the matching list tool of the same module. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_tasks: z.string().max(120),
      f1_reports: TagList,
      f2_items: z.record(z.string(), z.number()).optional(),
      f3_records: Priority,
      f4_notes: z.record(z.string(), z.number()),
      f5_events: z.number().int().min(1).max(400).default(30),
      f6_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f7_files: IdSchema,
      f8_tasks: z.boolean().default(false),
      f9_reports: DateRange,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m012_delete_reports",
  {
    title: "m012_delete_reports",
    description: "delete the reports of module 11. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_reports: z.string().max(90),
      f1_items: z.record(z.string(), z.number()),
      f2_records: z.record(z.string(), z.number()),
      f3_notes: z.enum(["draft", "active", "closed"]).optional(),
      f4_events: z.boolean().default(false).optional(),
      f5_accounts: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m012_search_items",
  {
    title: "m012_search_items",
    description: "search the items of module 11. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_items: z.object({ key: z.string(), value: z.number().optional() }),
      f1_records: z.enum(["draft", "active", "closed"]),
      f2_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f3_events: z.array(z.string()).max(10),
      f4_accounts: SortOrder,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m012_sync_records",
  {
    title: "m012_sync_records",
    description: "sync the records of module 11. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: z.enum(["draft", "active", "closed"]).optional(),
      f1_notes: z.string().max(180).optional(),
      f2_events: z.record(z.string(), z.number()).optional()
      .describe("The f2_events of the request, as the list tool returns it"),
      f3_accounts: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_files: z.string().max(220),
      f5_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f6_reports: z.string(),
      f7_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f8_records: z.string().max(90),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m012_export_notes",
  {
    title: "m012_export_notes",
    description: "export the notes of module 11. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_notes: z.string().max(120),
      f1_events: z.array(z.string()).max(23),
      f2_accounts: DateRange,
      f3_files: z.boolean().default(false).optional(),
      f4_tasks: z.enum(["draft", "active", "closed"]).optional()
      .describe("The f4_tasks of the request, as the list tool returns it"),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m012_archive_events",
  {
    title: "m012_archive_events",
    description: "archive the events of module 11. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_events: PageSize,
      f1_accounts: z.record(z.string(), z.number()).optional()
      .describe("The f1_accounts of the request, as the list tool returns it"),
      f2_files: z.array(z.string()).max(18).optional(),
      f3_tasks: z.number().int().min(1).max(500).default(30),
      f4_reports: z.number().int().min(1).max(300).default(40),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m012_list_accounts",
  {
    title: "m012_list_accounts",
    description: "list the accounts of module 12. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_accounts: z.enum(["draft", "active", "closed"]),
      f1_files: z.array(z.string()).max(15).optional()
      .describe("The f1_files of the request, as the list tool returns it"),
      f2_tasks: IdSchema,
      f3_reports: SortOrder.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

