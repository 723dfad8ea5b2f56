import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m029_archive_notes",
  {
    title: "m029_archive_notes",
    description: "archive the notes of module 26. Nothing is written: the call only reads from the backing store. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_notes: z.union([z.literal("a"), z.literal("b")]),
      f1_events: z.enum(["draft", "active", "closed"]).optional(),
      f2_accounts: DateRange.optional().describe("The f2_accounts of the request, as the list tool returns it"),
      f3_files: z.array(z.string()).max(10).optional(),
      f4_tasks: Metadata.optional(),
      f5_reports: z.string().max(70),
      f6_items: z.string().max(200).optional(),
      f7_records: z.string().max(150),
      f8_notes: TagList.optional(),
      f9_events: Metadata,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m029_list_events",
  {
    title: "m029_list_events",
    description: "list the events of module 27. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f1_accounts: SortOrder,
      f2_files: z.union([z.literal("a"), z.literal("b")]),
      f3_tasks: z.string().max(120).optional().describe("The f3_tasks of the request, as the list tool returns it"),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m029_get_accounts",
  {
    title: "m029_get_accounts",
    description: "get the accounts of module 27. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_accounts: DateRange.optional(),
      f1_files: z.record(z.string(), z.number()).optional(),
      f2_tasks: Metadata,
      f3_reports: z.array(z.string()).max(24),
      f4_items: Metadata,
      f5_records: z.array(z.string()).max(19),
      f6_notes: IdSchema.optional(),
      f7_events: IdSchema.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m029_create_files",
  {
    title: "m029_create_files",
    description: "create the files of module 27. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_files: Metadata,
      f1_tasks: z.enum(["draft", "active", "closed"]),
      f2_reports: SortOrder.optional(),
      f3_items: Metadata,
      f4_records: Metadata.optional(),
      f5_notes: z.string(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m029_update_tasks",
  {
    title: "m029_update_tasks",
    description: "update the tasks of module 27. Nothing is written: the call only reads from the backing store. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_tasks: z.boolean().default(false).optional(),
      f1_reports: z.string().max(60).optional(),
      f2_items: TagList,
      f3_records: z.array(z.string()).max(23),
      f4_notes: z.string().max(210),
      f5_events: z.union([z.literal("a"), z.literal("b")]),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m029_delete_reports",
  {
    title: "m029_delete_reports",
    description: "delete the reports of module 27. Results are sorted newest first and paginated by the server. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f1_items: z.array(z.string()).max(17).optional(),
      f2_records: z.enum(["draft", "active", "closed"]).optional(),
      f3_notes: z.number().int().min(1).max(400).default(20).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m029_search_items",
  {
    title: "m029_search_items",
    description: "search the items of module 27. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_items: z.string(),
      f1_records: SortOrder,
      f2_notes: Priority,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m029_sync_records",
  {
    title: "m029_sync_records",
    description: "sync the records of module 27. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_records: z.string().optional(),
      f1_notes: DateRange,
      f2_events: z.enum(["draft", "active", "closed"]).optional(),
      f3_accounts: z.boolean().default(false).optional(),
      f4_files: z.boolean().default(false).optional(),
      f5_tasks: TagList,
      f6_reports: PageSize.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

