import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m003_export_records",
  {
    title: "m003_export_records",
    description: "export the records of module 2. Changes are applied at once and cannot be undone from this tool. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.boolean().default(false).optional(),
      f1_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f2_events: z.union([z.literal("a"), z.literal("b")]),
      f3_accounts: IdSchema,
      f4_files: z.boolean().default(false),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m003_archive_notes",
  {
    title: "m003_archive_notes",
    description: "archive the notes of module 2. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_notes: z.record(z.string(), z.number()),
      f1_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f2_accounts: z.enum(["draft", "active", "closed"]),
      f3_files: z.record(z.string(), z.number()).optional(),
      f4_tasks: z.union([z.literal("a"), z.literal("b")]),
      f5_reports: z.string().optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m003_list_events",
  {
    title: "m003_list_events",
    description: "list the events of module 3. Ids come from the matching list tool of the same module. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_events: z.record(z.string(), z.number()),
      f1_accounts: z.string().max(190).optional(),
      f2_files: z.record(z.string(), z.number()).optional(),
      f3_tasks: z.record(z.string(), z.number()).optional(),
      f4_reports: Priority,
      f5_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f6_records: z.number().int().min(1).max(400).default(10).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m003_get_accounts",
  {
    title: "m003_get_accounts",
    description: "get the accounts of module 3. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_accounts: z.number().int().min(1).max(100).default(20),
      f1_files: Metadata,
      f2_tasks: PageSize,
      f3_reports: z.string(),
      f4_items: z.boolean().default(false),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m003_create_files",
  {
    title: "m003_create_files",
    description: "create the files of module 3. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: z.union([z.literal("a"), z.literal("b")]),
      f1_tasks: z.boolean().default(false).optional(),
      f2_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f3_items: z.number().int().min(1).max(500).default(40),
      f4_records: z.boolean().default(false).optional(),
      f5_notes: z.string().max(240).optional(),
      f6_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f7_accounts: z.boolean().default(false),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m003_update_tasks",
  "update the tasks of module 3. Nothing is written: the call only reads from the backing store. Results are sorted newest first and paginated by the server.",
  {
    f0_tasks: Metadata,
    f1_reports: PageSize,
    f2_items: z.string().optional(),
    f3_records: PageSize,
    f4_notes: PageSize.optional().describe("The f4_notes of the request, as the list tool returns it"),
    f5_events: z.number().int().min(1).max(100).default(10),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m003_delete_reports",
  {
    title: "m003_delete_reports",
    description: "delete the reports of module 3. Results are sorted newest first and paginated by the server. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_reports: z.string().max(100),
      f1_items: z.string().max(60).optional(),
      f2_records: z.string().max(220),
      f3_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f4_events: z.number().int().min(1).max(500).default(10),
      f5_accounts: z.enum(["draft", "active", "closed"]),
      f6_files: z.enum(["draft", "active", "closed"]),
      f7_tasks: z.boolean().default(false).optional().describe("The f7_tasks of the request, as the list tool returns it"),
      f8_reports: z.string().max(100),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m003_search_items",
  {
    title: "m003_search_items",
    description: "search the items of module 3. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_items: z.object({ key: z.string(), value: z.number().optional() }),
      f1_records: SortOrder.optional().describe("The f1_records of the request, as the list tool returns it"),
      f2_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f3_events: z.boolean().default(false).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m003_sync_records",
  {
    title: "m003_sync_records",
    description: "sync the records of module 3. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: z.object({ key: z.string(), value: z.number().optional() }).optional().describe("The f0_records of the request, as the list tool returns it"),
      f1_notes: z.union([z.literal("a"), z.literal("b")]),
      f2_events: DateRange.optional(),
      f3_accounts: z.number().int().min(1).max(300).default(40),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

