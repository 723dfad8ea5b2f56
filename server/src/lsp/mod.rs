//! The language server: everything LSP-specific lives under this module.

pub mod position;
