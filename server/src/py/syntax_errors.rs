//! Where a module is not Python 3: importing it raises `SyntaxError`, so a server that loads it
//! never starts. tree-sitter recovers from errors and reads Python 2 statements, so the tools of
//! such a module are still read; what this finds makes them approximate, never exact.

use std::ops::Range;

use tree_sitter::Node;

use crate::syntax::text;

/// The first place in the module Python 3 refuses, as (its bytes, what is wrong there).
/// tree-sitter's grammar may lag behind the newest Python, so this is a doubt, not a verdict.
pub(super) fn first_problem(root: Node, src: &str) -> Option<(Range<usize>, String)> {
    // Python 2 statements parse without an error node: only they need a walk of a clean tree
    let python2_words = src.contains("print") || src.contains("exec") || src.contains('`');
    crate::syntax::first_problem(root, src, python2_words, &python_2_only)
}

fn python_2_only(n: Node, src: &str) -> Option<String> {
    match n.kind() {
        "print_statement" => Some("a Python 2 `print` statement".into()),
        "exec_statement" => Some("a Python 2 `exec` statement".into()),
        // tree-sitter reads Python 2's `` `x` `` (repr) as a string
        "string" if text(n, src).starts_with('`') => Some("a Python 2 backtick `repr`".into()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::{parse, Lang};

    fn problem(src: &str) -> Option<(Range<usize>, String)> {
        let tree = parse(src, Lang::Python);
        first_problem(tree.root_node(), src)
    }

    #[test]
    fn python_3_modules_have_none() {
        let src = "import os\n\ndef log(x):\n    print(x, file=os.sys.stderr)\n    exec(\"y = 1\")\n    return f\"{x!r:>10}\"\n\nmatch 1:\n    case 1:\n        pass\n";
        assert_eq!(problem(src), None);
    }

    #[test]
    fn python_2_statements_are_found_where_they_are() {
        let src = "x = 1\nprint \"starting\"\n";
        let (at, why) = problem(src).unwrap();
        assert_eq!(&src[at], "print \"starting\"");
        assert_eq!(why, "a Python 2 `print` statement");
        let src = "def f():\n    exec \"y = 1\"\n";
        assert_eq!(problem(src).unwrap().1, "a Python 2 `exec` statement");
        let src = "def f(a):\n    return `a`\n";
        assert_eq!(problem(src).unwrap().1, "a Python 2 backtick `repr`");
    }

    #[test]
    fn a_half_typed_decorator_is_found() {
        let src = "@mcp.tool(name=\ndef add(a: int) -> int:\n    return a\n";
        let (at, why) = problem(src).unwrap();
        assert!(at.start < src.len());
        assert!(
            why.contains("does not parse") || why.contains("missing"),
            "{why}"
        );
    }
}
