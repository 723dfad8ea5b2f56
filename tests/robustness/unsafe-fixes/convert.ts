import type { ZodTypeAny } from "zod";

// A hand-written converter that emits types only: bounds written on a schema never reach the wire.
type Json = Record<string, unknown>;

export function convert(schema: ZodTypeAny): Json {
  const def = schema._def as any;
  const t = def.typeName;
  if (t === "ZodString") return { type: "string", description: def.description };
  if (t === "ZodNumber") return { type: "number", description: def.description };
  if (t === "ZodObject") {
    const shape = def.shape() as Record<string, ZodTypeAny>;
    const properties: Record<string, Json> = {};
    for (const [key, value] of Object.entries(shape)) properties[key] = convert(value);
    return { type: "object", properties, required: Object.keys(shape) };
  }
  return {};
}
