import { registerTool } from "./index.js";
import { GetRecordTool, ListRecordsTool } from "./records.js";

registerTool(new ListRecordsTool());
registerTool(new GetRecordTool());
