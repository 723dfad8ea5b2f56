//! Parsing with tree-sitter and the embedded query files.

use std::path::Path;

use tree_sitter::{Language, Node, Parser, Tree};

/// A grammar toolsight parses with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// `.ts`, `.mts`, `.cts`
    TypeScript,
    /// `.tsx`, and JavaScript (`.js .jsx .mjs .cjs`), which the TSX grammar parses including JSX.
    Tsx,
    /// `.py`
    Python,
}

impl Lang {
    pub fn from_path(path: &Path) -> Option<Lang> {
        match path.extension()?.to_str()? {
            "ts" | "mts" | "cts" => Some(Lang::TypeScript),
            "tsx" | "js" | "jsx" | "mjs" | "cjs" => Some(Lang::Tsx),
            "py" => Some(Lang::Python),
            _ => None,
        }
    }

    /// Whether the TypeScript front end reads it.
    pub fn is_typescript(self) -> bool {
        matches!(self, Lang::TypeScript | Lang::Tsx)
    }

    pub fn language(self) -> Language {
        match self {
            Lang::TypeScript => tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
            Lang::Tsx => tree_sitter_typescript::LANGUAGE_TSX.into(),
            Lang::Python => tree_sitter_python::LANGUAGE.into(),
        }
    }
}

/// What the extractor looks for, stated as a tree-sitter query. `ts::tools::candidates` finds
/// the same nodes with a plain tree walk (the query engine is several times slower, and this
/// runs on every keystroke); a test holds the two equal on every fixture.
pub const TOOLS_QUERY: &str = include_str!("../../grammars/typescript/tools.scm");

/// Every query file, by grammar, for the compile test.
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

/// The node of `kind` that covers exactly `span` in `tree`.
pub fn node_at<'t>(tree: &'t Tree, span: crate::span::Span, kind: &str) -> Option<Node<'t>> {
    let start = span.start as usize;
    let mut node = tree.root_node().descendant_for_byte_range(start, start)?;
    while node.kind() != kind || node.end_byte() != span.end as usize {
        node = node.parent().filter(|p| p.start_byte() == start)?;
    }
    Some(node)
}

/// The first argument of a call or `new` expression, comments skipped.
pub fn first_argument(node: Node) -> Option<Node> {
    let args = node.child_by_field_name("arguments")?;
    let mut c = args.walk();
    let first = args.named_children(&mut c).find(|n| n.kind() != "comment");
    first
}

#[cfg(test)]
mod tests {
    use super::*;
    use tree_sitter::Query;

    #[test]
    fn every_query_compiles_for_both_typescript_grammars() {
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
        assert_eq!(Lang::from_path(Path::new("a.py")), Some(Lang::Python));
        assert_eq!(Lang::from_path(Path::new("a.rb")), None);
        // JSX in a .js file parses without errors under the TSX grammar
        let tree = parse("const a = <div>{x}</div>;", Lang::Tsx);
        assert!(!tree.root_node().has_error());
    }
}
