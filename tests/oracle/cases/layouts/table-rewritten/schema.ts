import { z } from "zod";

// The project's own converter: zod's, then optional-like fields out of `required` and
// the draft keys dropped (a pattern of large servers that post-process every schema).
export const toInputSchema = (schema: z.ZodType) => {
  const json: any = z.toJSONSchema(schema, { target: "draft-7", io: "input" });
  const optionalLike = (field: unknown) =>
    field instanceof z.ZodOptional || field instanceof z.ZodDefault || field instanceof z.ZodNullable;
  const required = new Set<string>();
  if (schema instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(schema.shape)) {
      if (!optionalLike(field)) required.add(key);
    }
  }
  delete json.$schema;
  delete json.additionalProperties;
  if (required.size > 0) {
    json.required = Array.from(required);
  } else if (Object.prototype.hasOwnProperty.call(json, "required")) {
    delete json.required;
  }
  return json;
};
