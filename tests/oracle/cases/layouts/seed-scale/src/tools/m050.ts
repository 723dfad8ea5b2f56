import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m050_update_records",
  {
    title: "m050_update_records",
    description: "update the records of module 46. Ids come from the matching list tool of the same module. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: z.union([z.literal("a"), z.literal("b")]),
      f1_notes: z.enum(["draft", "active", "closed"]).optional(),
      f2_events: Priority,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m050_delete_notes",
  {
    title: "m050_delete_notes",
    description: "delete the notes of module 46. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f1_events: z.number().int().min(1).max(500).default(40),
      f2_accounts: z.array(z.string()).max(9),
      f3_files: z.enum(["draft", "active", "closed"]),
      f4_tasks: z.enum(["draft", "active", "closed"]),
      f5_reports: z.array(z.string()).max(10).optional(),
      f6_items: z.array(z.string()).max(19),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m050_search_events",
  {
    title: "m050_search_events",
    description: "search the events of module 46. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_events: z.number().int().min(1).max(400).default(10),
      f1_accounts: z.boolean().default(false),
      f2_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_tasks: SortOrder.optional(),
      f4_reports: z.boolean().default(false),
      f5_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m050_sync_accounts",
  "sync the accounts of module 46. Use it when the user asks about the current state before changing anything.",
  {
    f0_accounts: z.array(z.string()).max(10),
    f1_files: z.string().describe("The f1_files of the request, as the list tool returns it"),
    f2_tasks: z.string().max(120),
    f3_reports: z.string().max(240),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m050_export_files",
  {
    title: "m050_export_files",
    description: "export the files of module 46. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_files: z.enum(["draft", "active", "closed"]),
      f1_tasks: Priority,
      f2_reports: z.record(z.string(), z.number()),
      f3_items: DateRange,
      f4_records: z.string(),
      f5_notes: z.boolean().default(false),
      f6_events: z.record(z.string(), z.number()),
      f7_accounts: z.number().int().min(1).max(400).default(40).describe("The f7_accounts of the request, as the list tool returns it"),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m050_archive_tasks",
  {
    title: "m050_archive_tasks",
    description: "archive the tasks of module 46. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_tasks: z.record(z.string(), z.number()).optional(),
      f1_reports: z.number().int().min(1).max(300).default(40).describe("The f1_reports of the request, as the list tool returns it"),
      f2_items: z.string(),
      f3_records: Priority.optional(),
      f4_notes: Metadata,
      f5_events: z.record(z.string(), z.number()).optional(),
      f6_accounts: Metadata,
      f7_files: z.string(),
      f8_tasks: z.number().int().min(1).max(200).default(20),
      f9_reports: z.array(z.string()).max(13),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m050_list_reports",
  {
    title: "m050_list_reports",
    description: "list the reports of module 47. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_reports: SortOrder.optional(),
      f1_items: z.record(z.string(), z.number()).optional(),
      f2_records: z.object({ key: z.string(), value: z.number().optional() }),
      f3_notes: Priority.optional(),
      f4_events: z.array(z.string()).max(23).describe("The f4_events of the request, as the list tool returns it"),
      f5_accounts: z.record(z.string(), z.number()),
      f6_files: z.string(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m050_get_items",
  {
    title: "m050_get_items",
    description: "get the items of module 47. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_items: TagList.optional(),
      f1_records: z.number().int().min(1).max(400).default(20),
      f2_notes: z.string(),
      f3_events: DateRange.optional(),
      f4_accounts: z.string().max(200),
      f5_files: IdSchema.optional(),
      f6_tasks: Metadata.optional(),
      f7_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f8_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f9_records: z.boolean().default(false),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

