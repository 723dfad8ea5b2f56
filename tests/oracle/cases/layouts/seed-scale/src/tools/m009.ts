import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m009_update_events",
  {
    title: "m009_update_events",
    description: "update the events of module 8. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_events: SortOrder,
      f1_accounts: z.boolean().default(false),
      f2_files: z.boolean().default(false).optional().describe("The f2_files of the request, as the list tool returns it"),
      f3_tasks: z.array(z.string()).max(15).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m009_delete_accounts",
  {
    title: "m009_delete_accounts",
    description: "delete the accounts of module 8. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_accounts: SortOrder.optional().describe("The f0_accounts of the request, as the list tool returns it"),
      f1_files: z.number().int().min(1).max(400).default(10),
      f2_tasks: Priority,
      f3_reports: z.union([z.literal("a"), z.literal("b")]),
      f4_items: z.array(z.string()).max(19),
      f5_records: z.union([z.literal("a"), z.literal("b")]),
      f6_notes: z.boolean().default(false).optional(),
      f7_events: z.enum(["draft", "active", "closed"]),
      f8_accounts: z.union([z.literal("a"), z.literal("b")]),
      f9_files: z.object({ key: z.string(), value: z.number().optional() }),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m009_search_files",
  {
    title: "m009_search_files",
    description: "search the files of module 8. Use it when the user asks about the current state before changing anything. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_files: TagList.optional(),
      f1_tasks: z.enum(["draft", "active", "closed"]).optional()
      .describe("The f1_tasks of the request, as the list tool returns it"),
      f2_reports: z.string().max(80),
      f3_items: z.number().int().min(1).max(400).default(20),
      f4_records: z.array(z.string()).max(8),
      f5_notes: z.record(z.string(), z.number()),
      f6_events: z.union([z.literal("a"), z.literal("b")]).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m009_sync_tasks",
  {
    title: "m009_sync_tasks",
    description: "sync the tasks of module 8. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f1_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_items: Priority,
      f3_records: z.enum(["draft", "active", "closed"]),
      f4_notes: z.string().max(230).optional(),
      f5_events: z.string().max(180),
      f6_accounts: z.union([z.literal("a"), z.literal("b")]).optional(),
      f7_files: z.record(z.string(), z.number()),
      f8_tasks: z.enum(["draft", "active", "closed"]).optional()
      .describe("The f8_tasks of the request, as the list tool returns it"),
      f9_reports: z.record(z.string(), z.number()).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m009_export_reports",
  {
    title: "m009_export_reports",
    description: "export the reports of module 8. Results are sorted newest first and paginated by the server. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_reports: z.string().max(80),
      f1_items: z.enum(["draft", "active", "closed"]).optional(),
      f2_records: Metadata.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m009_archive_items",
  "archive the items of module 8. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
  {
    f0_items: TagList,
    f1_records: z.string(),
    f2_notes: Metadata,
    f3_events: z.enum(["draft", "active", "closed"]),
    f4_accounts: Priority,
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m009_list_records",
  {
    title: "m009_list_records",
    description: "list the records of module 9. Changes are applied at once and cannot be undone from this tool. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_records: Metadata.optional(),
      f1_notes: z.string(),
      f2_events: z.enum(["draft", "active", "closed"]),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m009_get_notes",
  {
    title: "m009_get_notes",
    description: "get the notes of module 9. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_notes: z.record(z.string(), z.number()).optional(),
      f1_events: z.enum(["draft", "active", "closed"]),
      f2_accounts: z.array(z.string()).max(5).optional(),
      f3_files: IdSchema,
      f4_tasks: z.boolean().default(false),
      f5_reports: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m009_create_events",
  {
    title: "m009_create_events",
    description: "create the events of module 9. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_events: z.array(z.string()).max(13).optional(),
      f1_accounts: z.boolean().default(false),
      f2_files: z.array(z.string()).max(10).optional(),
      f3_tasks: DateRange,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

