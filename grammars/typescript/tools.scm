; Calls that may define or register a tool. The evaluator decides what each one really is;
; this query only narrows the syntax tree to the candidates. The extractor finds the same nodes
; with a plain tree walk (`candidates` in server/src/ts/tools.rs, several times faster than the
; query engine); a test holds the two equal on every fixture, so a change here needs one there.

; server.registerTool(...), server.experimental.tasks.registerToolTask(...), server.tool(...),
; server.setRequestHandler(...), mastra createTool, fastmcp addTool and addTools, a web page's
; navigator.modelContext.provideContext (WebMCP)
(call_expression
  function: (member_expression
    property: (property_identifier) @name)
  (#any-of? @name "registerTool" "registerToolTask" "tool" "setRequestHandler" "createTool" "addTool" "addTools" "provideContext")) @call

; tool({...}) from the AI SDK / OpenAI Agents / LangChain, createTool({...}), also under a
; renamed import (`import { tool as agentTool }`), which the extractor checks against the imports
(call_expression
  function: (identifier) @name) @plain_call

; compiled CommonJS: (0, ai_1.tool)({...})
(call_expression
  function: (parenthesized_expression
    (sequence_expression
      (member_expression
        property: (property_identifier) @name)))
  (#any-of? @name "tool" "createTool")) @call

; server constructors (`new McpServer(...)`, fastmcp's `new FastMCP(...)`), so a server without
; tools is reported too
(new_expression
  constructor: [(identifier) (member_expression)] @name
  (#match? @name "(Server|FastMCP)$")) @server
