//! TypeScript and JavaScript: the front end that reads tool definitions from `.ts`, `.tsx`,
//! `.js` and their module variants.

pub mod bundle;
pub mod di;
pub mod environ;
pub mod eval;
pub mod fix;
mod handlers;
pub mod incremental;
pub mod interp;
mod js_regex;
mod js_url;
pub mod mutation;
pub mod packages;
pub mod predict;
pub mod scope;
pub mod source;
pub mod tools;
pub mod value;
pub mod zod;

use std::path::Path;

use crate::frontend::{Change, Direction, DocumentEdit, FrontEnd, Kept, Session};
use crate::model::{Edit, Environment, ServerPrediction};
use crate::span::Span;
use crate::syntax::Lang;
use crate::targets::detect::Installed;
use crate::workspace::Workspace;

pub struct TypeScript;

impl FrontEnd for TypeScript {
    fn name(&self) -> &'static str {
        "TypeScript and JavaScript"
    }

    fn line_comment(&self) -> &'static str {
        "//"
    }

    fn detect(&self, path: &Path) -> Installed {
        crate::targets::detect::detect(path)
    }

    fn reads(&self, path: &Path) -> bool {
        Lang::from_path(path).is_some_and(Lang::is_typescript)
    }

    fn may_define_tools(&self, text: &str) -> bool {
        tools::may_define_tools(text)
    }

    fn session<'w>(
        &self,
        ws: &'w Workspace,
        installed: Option<Installed>,
        kept: Option<Kept>,
        environment: Option<&Environment>,
    ) -> Box<dyn Session + 'w> {
        Box::new(predict::Predictor::with(ws, installed, kept).with_environment(environment))
    }

    fn edits(&self, ws: &Workspace, change: &Change) -> Option<Vec<Edit>> {
        match change {
            Change::AddToDefinition { tool, key, value } => {
                fix::add_to_config(ws, tool, key, value)
            }
            Change::AddBounds { schema, bounds } => {
                let text: String = bounds
                    .iter()
                    .map(|b| {
                        format!(
                            ".{}({} /* toolsight: {} */)",
                            zod_bound(b.keyword),
                            b.value,
                            b.note
                        )
                    })
                    .collect();
                let f = ws.file(schema.file);
                Some(vec![fix::insert_check(&f, *schema, &text)?])
            }
            Change::MoveDescription { text, direction } => {
                let f = ws.file(text.file);
                let dir = match direction {
                    Direction::Inward => fix::Move::Inward,
                    Direction::Outward => fix::Move::Outward,
                };
                fix::move_describe(&f, *text, dir)
            }
            // JSDoc `@param` texts reach no TypeScript tool's schema: nothing reports them
            Change::DescribeFromDocComment { .. } | Change::DescribeWithField { .. } => None,
        }
    }

    fn written_bounds(&self, ws: &Workspace, schema: Span, keywords: &[&str]) -> Option<String> {
        fix::written_bounds(&ws.file(schema.file), schema, keywords)
    }

    fn server_name(&self, ws: &Workspace, server: &ServerPrediction) -> Option<String> {
        fix::server_name(ws, server.span)
    }

    fn edit_in_tool(
        &self,
        edit: &DocumentEdit,
        before: Span,
        after: Span,
        kept: &mut Kept,
    ) -> bool {
        incremental::edit_in_tool(edit, before, after, kept)
    }

    fn edit_is_inert(&self, edit: &DocumentEdit, statement: Span, kept: &mut Kept) -> bool {
        incremental::edit_is_inert(edit, statement, kept)
    }
}

/// The zod method that sets a JSON Schema bound.
fn zod_bound(keyword: &str) -> &'static str {
    match keyword {
        "minimum" | "minLength" | "minItems" => "min",
        _ => "max",
    }
}
