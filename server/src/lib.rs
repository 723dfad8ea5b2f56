//! toolsight: predicts the exact `tools/list` an MCP server sends, from its source.
//!
//! The analysis core (this library) knows nothing of the command line or of LSP: it returns
//! predictions with byte spans, which the front ends render.

#[global_allocator]
static ALLOCATOR: alloc::Allocator = alloc::Allocator;

pub mod alloc;
pub mod baseline;
pub mod config;
pub mod diff;
pub mod frontend;
pub mod ir;
pub mod lock;
pub mod lsp;
pub mod model;
pub mod output;
pub mod predict;
pub mod py;
pub mod report;
pub mod revisions;
pub mod rules;
pub mod span;
pub mod stack;
pub mod syntax;
pub mod targets;
#[cfg(test)]
mod testing;
pub mod tokens;
pub mod ts;
pub mod views;
pub mod walk;
pub mod workspace;
