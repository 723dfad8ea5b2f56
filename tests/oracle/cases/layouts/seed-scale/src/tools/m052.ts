import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m052_create_notes",
  {
    title: "m052_create_notes",
    description: "create the notes of module 48. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_notes: z.record(z.string(), z.number()),
      f1_events: TagList.optional(),
      f2_accounts: TagList,
      f3_files: z.object({ key: z.string(), value: z.number().optional() }),
      f4_tasks: z.boolean().default(false),
      f5_reports: Metadata.optional(),
      f6_items: z.object({ key: z.string(), value: z.number().optional() }),
      f7_records: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m052_update_events",
  {
    title: "m052_update_events",
    description: "update the events of module 48. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: z.string().max(170).optional(),
      f1_accounts: z.boolean().default(false).optional(),
      f2_files: Priority.optional(),
      f3_tasks: z.string().optional(),
      f4_reports: DateRange,
      f5_items: z.object({ key: z.string(), value: z.number().optional() }),
      f6_records: z.string(),
      f7_notes: z.record(z.string(), z.number()).describe("The f7_notes of the request, as the list tool returns it"),
      f8_events: TagList.optional(),
      f9_accounts: z.number().int().min(1).max(100).default(30),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m052_delete_accounts",
  {
    title: "m052_delete_accounts",
    description: "delete the accounts of module 48. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_accounts: z.string(),
      f1_files: z.string(),
      f2_tasks: z.union([z.literal("a"), z.literal("b")]).describe("The f2_tasks of the request, as the list tool returns it"),
      f3_reports: TagList.optional(),
      f4_items: z.union([z.literal("a"), z.literal("b")]),
      f5_records: Priority.optional(),
      f6_notes: TagList,
      f7_events: DateRange,
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m052_search_files",
  {
    title: "m052_search_files",
    description: "search the files of module 48. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_files: z.object({ key: z.string(), value: z.number().optional() }).describe("The f0_files of the request, as the list tool returns it"),
      f1_tasks: z.array(z.string()).max(11).optional(),
      f2_reports: Priority.optional(),
      f3_items: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m052_sync_tasks",
  {
    title: "m052_sync_tasks",
    description: "sync the tasks of module 48. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f1_reports: TagList,
      f2_items: DateRange,
      f3_records: z.enum(["draft", "active", "closed"]).optional(),
      f4_notes: IdSchema.describe("The f4_notes of the request, as the list tool returns it"),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m052_export_reports",
  {
    title: "m052_export_reports",
    description: "export the reports of module 48. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_reports: z.number().int().min(1).max(500).default(20),
      f1_items: z.string().max(100),
      f2_records: IdSchema,
      f3_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f4_events: z.number().int().min(1).max(400).default(30).optional(),
      f5_accounts: z.array(z.string()).max(21),
      f6_files: IdSchema,
      f7_tasks: z.enum(["draft", "active", "closed"]),
      f8_reports: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m052_archive_items",
  "archive the items of module 48. Ids come from the matching list tool of the same module. Ids come from the matching list tool of the same module.",
  {
    f0_items: Metadata.optional(),
    f1_records: z.union([z.literal("a"), z.literal("b")]),
    f2_notes: z.record(z.string(), z.number()),
    f3_events: z.string(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m052_list_records",
  {
    title: "m052_list_records",
    description: "list the records of module 49. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_records: z.object({ key: z.string(), value: z.number().optional() }),
      f1_notes: z.string().max(70),
      f2_events: z.number().int().min(1).max(200).default(10),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

