// The entry point: importing the tool modules registers their tools on the shared server.
import "./tools/search.js";
import "./tools/notes.js";

export { server } from "./mcp.js";
