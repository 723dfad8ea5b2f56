import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m041_list_tasks",
  {
    title: "m041_list_tasks",
    description: "list the tasks of module 38. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_tasks: z.string().max(130),
      f1_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f2_items: z.record(z.string(), z.number()).optional(),
      f3_records: Priority,
      f4_notes: z.array(z.string()).max(11),
      f5_events: z.array(z.string()).max(20).optional(),
      f6_accounts: PageSize,
      f7_files: z.enum(["draft", "active", "closed"]),
      f8_tasks: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m041_get_reports",
  {
    title: "m041_get_reports",
    description: "get the reports of module 38. Use it when the user asks about the current state before changing anything. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_reports: z.record(z.string(), z.number()),
      f1_items: Priority,
      f2_records: z.union([z.literal("a"), z.literal("b")]),
      f3_notes: z.number().int().min(1).max(300).default(30).optional(),
      f4_events: z.number().int().min(1).max(100).default(40),
      f5_accounts: z.number().int().min(1).max(500).default(30),
      f6_files: z.number().int().min(1).max(300).default(10).optional(),
      f7_tasks: IdSchema.optional(),
      f8_reports: z.string().max(50),
      f9_items: z.number().int().min(1).max(100).default(30).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m041_create_items",
  {
    title: "m041_create_items",
    description: "create the items of module 38. Changes are applied at once and cannot be undone from this tool. Results are sorted newest first and paginated by the server. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_items: z.union([z.literal("a"), z.literal("b")]),
      f1_records: z.number().int().min(1).max(200).default(40),
      f2_notes: z.string(),
      f3_events: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m041_update_records",
  {
    title: "m041_update_records",
    description: "update the records of module 38. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.string(),
      f1_notes: z.string().optional(),
      f2_events: IdSchema,
      f3_accounts: z.record(z.string(), z.number()),
      f4_files: z.number().int().min(1).max(400).default(30),
      f5_tasks: z.array(z.string()).max(10).optional()
      .describe("The f5_tasks of the request, as the list tool returns it"),
      f6_reports: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m041_delete_notes",
  {
    title: "m041_delete_notes",
    description: "delete the notes of module 38. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_notes: z.boolean().default(false),
      f1_events: z.record(z.string(), z.number()).optional(),
      f2_accounts: z.boolean().default(false).optional()
      .describe("The f2_accounts of the request, as the list tool returns it"),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m041_search_events",
  {
    title: "m041_search_events",
    description: "search the events of module 38. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_events: TagList,
      f1_accounts: DateRange.optional()
      .describe("The f1_accounts of the request, as the list tool returns it"),
      f2_files: Metadata,
      f3_tasks: z.string(),
      f4_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f5_items: z.array(z.string()).max(9),
      f6_records: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f7_notes: z.string().max(120).optional(),
      f8_events: z.record(z.string(), z.number()).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m041_sync_accounts",
  {
    title: "m041_sync_accounts",
    description: "sync the accounts of module 38. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_accounts: z.string().max(200),
      f1_files: z.array(z.string()).max(12),
      f2_tasks: z.enum(["draft", "active", "closed"]),
      f3_reports: Metadata,
      f4_items: z.object({ key: z.string(), value: z.number().optional() }).optional()
      .describe("The f4_items of the request, as the list tool returns it"),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m041_export_files",
  {
    title: "m041_export_files",
    description: "export the files of module 38. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_files: z.number().int().min(1).max(500).default(20),
      f1_tasks: z.object({ key: z.string(), value: z.number().optional() }),
      f2_reports: z.array(z.string()).max(20).optional(),
      f3_items: z.boolean().default(false),
      f4_records: SortOrder,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

