//! `root-emptied`: a tool schema the target replaces with an empty object or drops.

use super::{tool_name, tools, unwrap, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::ir::{Kind, SchemaRef};

pub struct RootEmptied;

static META: RuleMeta = RuleMeta {
    id: "root-emptied",
    severity: Severity::Error,
    summary: "the target lists the input schema as an empty object or drops the output schema",
    what: "Fires where the converter chain in use throws the whole schema away: MCP SDK 1.x only converts plain `z.object` roots, so a union, discriminated union, intersection, record, `.refine()`d (zod 3) or `.transform()`ed object passed as the whole `inputSchema` is listed as `{\"type\":\"object\",\"properties\":{}}`, and as `outputSchema` it is left out; zod-to-json-schema 3 given a zod 4 schema emits an empty schema. The message counts the properties that never reach the model.",
    why: "Validation still runs against the real schema, so the model is told the tool takes no arguments and every call it makes fails. Nothing warns at run time: the server starts, lists the tool and rejects each call with a validation error.",
    example: "const Input = z.object({ query: z.string(), limit: z.number() })\n  .refine((v) => v.limit < 100);\nserver.registerTool(\"search\", { inputSchema: Input }, handler); // zod 3",
    python_example: "",
    python_note: "Does not arise in Python: the frameworks build the input schema from the function's parameters, and no step of pydantic or of the frameworks replaces a whole schema with an empty one. Where a framework refuses a tool or the whole list instead, `unrepresentable-type` reports it.",
    fix: "Pass a plain object as the root: move `.refine()`/`.superRefine()` checks into the handler (or onto single fields), nest a union under a property, merge an intersection's members with `.extend()`/`.merge()`. With zod 4 schemas, convert with `z.toJSONSchema`, not zod-to-json-schema.",
    references: &[
        "modelcontextprotocol/typescript-sdk#1643 (PR #2017): a `z.discriminatedUnion` input was listed as an object with no properties while validation still enforced the union",
        "typescript-sdk#2145: `.refine`/`.superRefine`/`.transform`/`.pipe` around an object produced an empty input schema",
        "typescript-sdk#1158 and vercel/mcp-handler#107: the zod 3 converter applied to zod 4 schemas listed empty properties",
        "vercel/ai#12143: zod parameters reached Vertex as `{properties:{}}`",
    ],
};

impl Rule for RootEmptied {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            for loss in t
                .meta
                .losses
                .iter()
                .filter(|l| l.what == "the whole schema")
            {
                let root = t
                    .schemas
                    .iter()
                    .find(|(p, _)| *p == loss.pointer)
                    .map(|(_, s)| s);
                let count = root.map_or(0, |r| {
                    let mut names = Vec::new();
                    top_level_names(r, &mut names);
                    names.len()
                });
                let lost = match count {
                    0 => String::new(),
                    1 => " (1 property never reaches it)".to_string(),
                    n => format!(" ({n} properties never reach it)"),
                };
                let consequence = if loss.pointer == "/outputSchema" {
                    format!(
                        "clients never learn the shape of `{}`'s results{lost}",
                        tool_name(t)
                    )
                } else {
                    format!("the model sees `{}` with no parameters{lost} while calls are still validated against the real schema", tool_name(t))
                };
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: loss.span,
                    message: format!("{}: {consequence}", loss.reason),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

/// The property names a model would have seen at the root: the keys of every object the root
/// is made of (union members, intersection sides, the object under effects and pipes).
fn top_level_names(s: &SchemaRef, out: &mut Vec<String>) {
    match &unwrap(s).kind {
        Kind::Object { shape, .. } => {
            for (k, _) in shape {
                if !out.contains(k) {
                    out.push(k.clone());
                }
            }
        }
        Kind::Union { options, .. } => options.iter().for_each(|o| top_level_names(o, out)),
        Kind::Intersection { left, right } => {
            top_level_names(left, out);
            top_level_names(right, out);
        }
        Kind::Pipe { input, .. } => top_level_names(input, out),
        _ => {}
    }
}
