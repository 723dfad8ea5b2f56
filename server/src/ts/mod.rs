//! TypeScript and JavaScript: the evaluator that reads tool definitions.

pub mod eval;
pub mod interp;
pub mod scope;
pub mod tools;
pub mod value;
pub mod zod;
