//! The language server: everything LSP-specific lives under this module; the analysis core
//! knows nothing of it.

pub mod convert;
mod engine;
pub mod framing;
mod index;
pub mod position;
mod server;

pub use server::{serve_stdio, DocumentProbe};
