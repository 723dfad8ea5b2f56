// The seed-scale layout (toolsight-bench generate DIR --one-server): one server, 54 tool modules.
export { server } from "./src/index.js";
