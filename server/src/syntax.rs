//! Parsing with tree-sitter and the embedded query files.

use std::path::Path;

use tree_sitter::{Language, Node, Parser, Query, Tree};

/// A grammar toolsight parses with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// `.ts`, `.mts`, `.cts`
    TypeScript,
    /// `.tsx`, and JavaScript (`.js .jsx .mjs .cjs`), which the TSX grammar parses including JSX.
    Tsx,
}

impl Lang {
    pub fn from_path(path: &Path) -> Option<Lang> {
        match path.extension()?.to_str()? {
            "ts" | "mts" | "cts" => Some(Lang::TypeScript),
            "tsx" | "js" | "jsx" | "mjs" | "cjs" => Some(Lang::Tsx),
            _ => None,
        }
    }

    pub fn language(self) -> Language {
        match self {
            Lang::TypeScript => tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
            Lang::Tsx => tree_sitter_typescript::LANGUAGE_TSX.into(),
        }
    }

    /// The tool-candidate query, compiled once per grammar.
    pub fn tools_query(self) -> &'static Query {
        use std::sync::OnceLock;
        static TS: OnceLock<Query> = OnceLock::new();
        static TSX: OnceLock<Query> = OnceLock::new();
        let cell = match self {
            Lang::TypeScript => &TS,
            Lang::Tsx => &TSX,
        };
        cell.get_or_init(|| {
            Query::new(&self.language(), TOOLS_QUERY).expect("tools.scm compiles (tested)")
        })
    }
}

pub const TOOLS_QUERY: &str = include_str!("../../grammars/typescript/tools.scm");

/// Every query file embedded in the binary, by grammar, for the compile test.
pub const TYPESCRIPT_QUERIES: &[(&str, &str)] = &[("tools.scm", TOOLS_QUERY)];

pub fn parse(text: &str, lang: Lang) -> Tree {
    let mut parser = Parser::new();
    parser
        .set_language(&lang.language())
        .expect("grammar ABI matches the tree-sitter crate");
    parser
        .parse(text, None)
        .expect("parsing without a timeout or cancellation always yields a tree")
}

/// The source text of a node.
pub fn text<'a>(node: Node, src: &'a str) -> &'a str {
    &src[node.byte_range()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_embedded_query_compiles_for_both_typescript_grammars() {
        for lang in [Lang::TypeScript, Lang::Tsx] {
            for (name, source) in TYPESCRIPT_QUERIES {
                if let Err(e) = Query::new(&lang.language(), source) {
                    panic!("{name} does not compile for {lang:?}: {e}");
                }
            }
        }
    }

    #[test]
    fn extensions_pick_the_grammar_that_parses_them() {
        assert_eq!(Lang::from_path(Path::new("a.mts")), Some(Lang::TypeScript));
        assert_eq!(Lang::from_path(Path::new("a.cjs")), Some(Lang::Tsx));
        assert_eq!(Lang::from_path(Path::new("a.py")), None);
        // JSX in a .js file parses without errors under the TSX grammar
        let tree = parse("const a = <div>{x}</div>;", Lang::Tsx);
        assert!(!tree.root_node().has_error());
    }
}
