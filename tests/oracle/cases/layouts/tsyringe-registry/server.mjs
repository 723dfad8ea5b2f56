// oracle-configs: sdk1-zod4
// A tool registry class built by tsyringe: its constructor is given every tool definition
// registered under a token (`@injectAll`), it registers each on the McpServer and then answers
// tools/list itself through the inner low-level server. Decorators as tsc compiles them.
import "reflect-metadata";
import { container, injectable, injectAll } from "tsyringe";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { ToolDefinitions, registerTools } from "./tools.mjs";

const __decorate = (decorators, target) =>
  decorators.reduceRight((decorated, decorator) => decorator(decorated) ?? decorated, target);
const __param = (index, decorator) => (target) => {
  decorator(target, undefined, index);
};

function deriveToolTitle(name) {
  return name.replace(/_/g, " ").replace(/\b\w/g, (char) => char.toUpperCase());
}

function buildToolListing(toolDefs) {
  return {
    tools: toolDefs.map((tool) => ({
      name: tool.name,
      title: tool.title ?? tool.annotations?.title ?? deriveToolTitle(tool.name),
      description: tool.description,
      inputSchema: z.toJSONSchema(tool.inputSchema, { target: "draft-2020-12", io: "input" }),
      ...(tool.annotations && { annotations: tool.annotations }),
    })),
  };
}

let ToolRegistry = class ToolRegistry {
  toolDefs;
  constructor(toolDefs) {
    this.toolDefs = toolDefs;
  }
  async registerAll(server) {
    for (const toolDef of this.toolDefs) {
      await this.registerTool(server, toolDef);
    }
    server.server.setRequestHandler(ListToolsRequestSchema, () => buildToolListing(this.toolDefs));
  }
  async registerTool(server, tool) {
    const title = tool.title ?? tool.annotations?.title ?? deriveToolTitle(tool.name);
    server.registerTool(
      tool.name,
      {
        title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        ...(tool.annotations && { annotations: tool.annotations }),
      },
      async () => ({ content: [] }),
    );
  }
};
ToolRegistry = __decorate([injectable(), __param(0, injectAll(ToolDefinitions))], ToolRegistry);

registerTools(container);

async function createServer() {
  const server = new McpServer(
    { name: "case", version: "1.0.0" },
    { capabilities: { tools: { listChanged: true } } },
  );
  const toolRegistry = container.resolve(ToolRegistry);
  await toolRegistry.registerAll(server);
  return server;
}

export const server = await createServer();
