// oracle-configs: sdk1-zod3
// A helper reshapes zod-to-json-schema's named output into the root object, as real servers do
// to drop the `$ref` / `definitions` wrapper that the `name` option adds.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import zodToJsonSchema from "zod-to-json-schema";

function pickRootObjectProperty(fullSchema: any, schemaName: string) {
  const definitions = fullSchema.definitions ?? {};
  const root = definitions[schemaName];
  return {
    type: "object",
    properties: root?.properties ?? {},
    required: root?.required ?? [],
  };
}

function withoutDescriptions(schema: any) {
  const copy = { ...schema, properties: { ...schema.properties } };
  for (const key of Object.keys(copy.properties)) {
    const { description, ...rest } = copy.properties[key];
    copy.properties[key] = rest;
  }
  return copy;
}

function toolOf(schema: z.ZodTypeAny, name: string, description: string) {
  return {
    name,
    description,
    inputSchema: pickRootObjectProperty(zodToJsonSchema(schema, { name }), name),
  };
}

const Search = z.object({
  query: z.string().min(1).describe("Search text"),
  pageSize: z.number().min(1).max(100).default(10),
  tags: z.array(z.string()).optional(),
});

const Get = z.object({ id: z.string().nonempty() });

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    toolOf(Search, "search", "Search things"),
    toolOf(Get, "get", "Get one thing"),
    {
      name: "wrong_name",
      description: "the helper looks for a name the converter did not use",
      inputSchema: pickRootObjectProperty(zodToJsonSchema(Get, { name: "Get" }), "Other"),
    },
    {
      name: "stripped",
      description: "a second helper drops the property descriptions",
      inputSchema: withoutDescriptions(
        pickRootObjectProperty(zodToJsonSchema(Search, { name: "S" }), "S"),
      ),
    },
  ],
}));
