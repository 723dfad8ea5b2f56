import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m028_list_notes",
  {
    title: "m028_list_notes",
    description: "list the notes of module 26. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_notes: z.string().max(230),
      f1_events: z.string().max(70),
      f2_accounts: z.enum(["draft", "active", "closed"]).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m028_get_events",
  {
    title: "m028_get_events",
    description: "get the events of module 26. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: z.record(z.string(), z.number()),
      f1_accounts: z.union([z.literal("a"), z.literal("b")]),
      f2_files: PageSize.optional(),
      f3_tasks: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m028_create_accounts",
  {
    title: "m028_create_accounts",
    description: "create the accounts of module 26. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_accounts: Metadata,
      f1_files: DateRange,
      f2_tasks: Metadata,
      f3_reports: z.string().max(150).optional(),
      f4_items: z.string().max(120),
      f5_records: IdSchema.optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m028_update_files",
  {
    title: "m028_update_files",
    description: "update the files of module 26. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_files: z.boolean().default(false),
      f1_tasks: z.enum(["draft", "active", "closed"]),
      f2_reports: z.string(),
      f3_items: TagList,
      f4_records: z.object({ key: z.string(), value: z.number().optional() }),
      f5_notes: z.record(z.string(), z.number()).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m028_delete_tasks",
  {
    title: "m028_delete_tasks",
    description: "delete the tasks of module 26. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_tasks: TagList.optional(),
      f1_reports: Priority.optional(),
      f2_items: z.union([z.literal("a"), z.literal("b")]),
      f3_records: z.boolean().default(false),
      f4_notes: z.enum(["draft", "active", "closed"]),
      f5_events: z.enum(["draft", "active", "closed"]),
      f6_accounts: Priority.optional(),
      f7_files: z.array(z.string()).max(6),
      f8_tasks: PageSize,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m028_search_reports",
  {
    title: "m028_search_reports",
    description: "search the reports of module 26. Nothing is written: the call only reads from the backing store. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_reports: PageSize,
      f1_items: z.string().optional(),
      f2_records: IdSchema,
      f3_notes: z.array(z.string()).max(21),
      f4_events: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m028_sync_items",
  "sync the items of module 26. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store. Use it when the user asks about the current state before changing anything.",
  {
    f0_items: z.number().int().min(1).max(500).default(30).optional(),
    f1_records: z.object({ key: z.string(), value: z.number().optional() }),
    f2_notes: z.boolean().default(false),
    f3_events: SortOrder.optional().describe("The f3_events of the request, as the list tool returns it"),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m028_export_records",
  {
    title: "m028_export_records",
    description: "export the records of module 26. Results are sorted newest first and paginated by the server. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_records: IdSchema,
      f1_notes: z.union([z.literal("a"), z.literal("b")]).optional(),
      f2_events: z.union([z.literal("a"), z.literal("b")]),
      f3_accounts: z.string().max(70),
      f4_files: z.array(z.string()).max(9).optional().describe("The f4_files of the request, as the list tool returns it"),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

