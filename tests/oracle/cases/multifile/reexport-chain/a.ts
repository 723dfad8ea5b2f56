import { z } from "zod";

export const UserId = z.string().uuid().describe("User id");
