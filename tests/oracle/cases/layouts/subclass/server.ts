import { NotesServer } from "./notes.js";

export const server = new NotesServer();
