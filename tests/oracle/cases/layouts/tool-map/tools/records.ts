import { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { BaseTool } from "./base.js";

export const RECORD_TYPES = ["contacts", "companies", "deals"];

const ListSchema = z.object({
  recordType: z.string().describe(`The type of record. Valid values include: ${RECORD_TYPES.join(", ")}.`),
  limit: z.number().int().min(1).max(100).default(10),
});

export class ListRecordsTool extends BaseTool {
  constructor() {
    super(ListSchema, {
      name: "list-records",
      description: "Lists records of one type.",
      inputSchema: zodToJsonSchema(ListSchema),
    });
  }
}

const GetSchema = z.object({ recordType: z.string(), id: z.string().describe("The record id") });

export class GetRecordTool extends BaseTool {
  constructor() {
    super(GetSchema, {
      name: "get-record",
      description: "Gets one record.",
      inputSchema: zodToJsonSchema(GetSchema),
    });
  }
}
