export { UserId } from "./a.js";
export * from "./b.js";
