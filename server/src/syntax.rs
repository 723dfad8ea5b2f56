//! Parsing with tree-sitter and the embedded query files.

use std::path::Path;

use tree_sitter::{Language, Node, ParseOptions, ParseState, Parser, Tree};

/// A grammar toolsight parses with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// `.ts`, `.mts`, `.cts`
    TypeScript,
    /// `.tsx`, and JavaScript (`.js .jsx .mjs .cjs`), which the TSX grammar parses including JSX.
    Tsx,
    /// `.py`
    Python,
    /// `.html`, `.htm`: the page's inline scripts, parsed with the TSX grammar at the bytes they
    /// have in the page (see [`html_scripts`]).
    Html,
}

impl Lang {
    pub fn from_path(path: &Path) -> Option<Lang> {
        match path.extension()?.to_str()? {
            "ts" | "mts" | "cts" => Some(Lang::TypeScript),
            "tsx" | "js" | "jsx" | "mjs" | "cjs" => Some(Lang::Tsx),
            "py" => Some(Lang::Python),
            "html" | "htm" => Some(Lang::Html),
            _ => None,
        }
    }

    /// Whether the TypeScript front end reads it.
    pub fn is_typescript(self) -> bool {
        matches!(self, Lang::TypeScript | Lang::Tsx | Lang::Html)
    }

    pub fn language(self) -> Language {
        match self {
            Lang::TypeScript => tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
            Lang::Tsx | Lang::Html => tree_sitter_typescript::LANGUAGE_TSX.into(),
            Lang::Python => tree_sitter_python::LANGUAGE.into(),
        }
    }

    /// The other grammar of the same language, tried when this one does not finish.
    fn other(self) -> Option<Lang> {
        match self {
            Lang::TypeScript => Some(Lang::Tsx),
            Lang::Tsx => Some(Lang::TypeScript),
            Lang::Python | Lang::Html => None,
        }
    }
}

/// Syntax trees nested deeper than this are not analysed: no hand-written or generated module
/// comes near it, and every walk of the tree (scopes, conditions around a registration, the
/// evaluator) costs at least its depth per step.
pub const MAX_DEPTH: usize = 2000;

/// How many progress reports (one per 100 parser operations) a text of `len` bytes may take.
/// Source needs fewer than one per 20 bytes, half-typed or mangled source included (measured on
/// the oracle cases, the examples and 3,000 files of node_modules, each also mangled); some short
/// inputs send a grammar into a loop whose memory grows without bound.
fn parse_budget(len: usize) -> usize {
    5_000 + len / 4
}

/// Parses `text` (reusing `old`, edited to match, when given) within a work budget, and checks
/// the tree's depth. When `lang`'s grammar does not finish, the other grammar of the language
/// (TypeScript or TSX) is tried; the tree comes with the grammar that made it. The error says why the file is not
/// analysed.
pub fn parse_within(text: &str, lang: Lang, old: Option<&Tree>) -> Result<(Tree, Lang), String> {
    reparse_within(text, lang, old).map(|r| (r.tree, r.lang))
}

/// A tree [`reparse_within`] made.
pub struct Reparsed {
    pub tree: Tree,
    /// The grammar that made it.
    pub lang: Lang,
    /// Where the tree's structure differs from the (edited) old tree it reused, in the new
    /// text's bytes; `None` after a parse from scratch.
    pub changed: Option<Vec<tree_sitter::Range>>,
}

/// [`parse_within`], and which ranges changed since the old tree: the depth check computes them
/// anyway, and the language server asks the same question of every keystroke.
pub fn reparse_within(text: &str, lang: Lang, old: Option<&Tree>) -> Result<Reparsed, String> {
    if lang == Lang::Html {
        // the scripts' text moves with every edit of the page around them: parsed afresh
        let scripts = html_scripts(text);
        let tree = parse_budgeted(&scripts, lang, None).ok_or_else(|| {
            format!(
                "skipped: the parser did not finish its inline scripts within its budget ({} operations for {} bytes)",
                parse_budget(text.len()) * 100,
                text.len()
            )
        })?;
        if depth_over(&tree, MAX_DEPTH, None) {
            return Err(format!(
                "skipped: its syntax nests more than {MAX_DEPTH} levels deep, more than toolsight reads"
            ));
        }
        return Ok(Reparsed {
            tree,
            lang,
            changed: None,
        });
    }
    let tree = match parse_budgeted(text, lang, old) {
        Some(tree) => (tree, lang),
        None => match lang
            .other()
            .and_then(|other| Some((parse_budgeted(text, other, None)?, other)))
        {
            Some(parsed) => parsed,
            None => {
                let grammars = match lang.other() {
                    Some(_) => "the TypeScript or the TSX grammar",
                    None => "the Python grammar",
                };
                return Err(format!(
                    "skipped: the parser did not finish within its budget ({} operations for {} bytes) with {grammars}",
                    parse_budget(text.len()) * 100,
                    text.len()
                ));
            }
        },
    };
    // a reparse changes only parts of the tree, and the old one passed this check: walking only
    // into what changed keeps a keystroke from costing a walk of the whole file
    let changed: Option<Vec<tree_sitter::Range>> = match old {
        Some(old) if tree.1 == lang => Some(old.changed_ranges(&tree.0).collect()),
        _ => None,
    };
    match depth_over(&tree.0, MAX_DEPTH, changed.as_deref()) {
        true => Err(format!(
            "skipped: its syntax nests more than {MAX_DEPTH} levels deep, more than toolsight reads"
        )),
        false => Ok(Reparsed {
            tree: tree.0,
            lang: tree.1,
            changed,
        }),
    }
}

thread_local! {
    /// One parser per grammar and thread, kept: making and freeing one for every reparse was
    /// about 2% of a keystroke in the language server.
    static PARSERS: std::cell::RefCell<Vec<(Lang, Parser)>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn parse_budgeted(text: &str, lang: Lang, old: Option<&Tree>) -> Option<Tree> {
    PARSERS.with(|parsers| {
        let mut parsers = parsers.borrow_mut();
        let at = match parsers.iter().position(|(l, _)| *l == lang) {
            Some(at) => at,
            None => {
                let mut parser = Parser::new();
                parser
                    .set_language(&lang.language())
                    .expect("grammar ABI matches the tree-sitter crate");
                parsers.push((lang, parser));
                parsers.len() - 1
            }
        };
        let parser = &mut parsers[at].1;
        let (mut reports, budget) = (0, parse_budget(text.len()));
        let mut over = |_: &ParseState| {
            reports += 1;
            reports > budget
        };
        let bytes = text.as_bytes();
        let tree = parser.parse_with_options(
            &mut |at, _| bytes.get(at..).unwrap_or_default(),
            old,
            Some(ParseOptions::new().progress_callback(&mut over)),
        );
        // a parse stopped by its budget would otherwise be resumed by the next one
        if tree.is_none() {
            parser.reset();
        }
        tree
    })
}

/// The JavaScript of an HTML page's inline scripts at the bytes it has in the page, every other
/// byte a space (line breaks kept): the TypeScript front end parses it as one module, and every
/// position it reports is the page's own. Scripts with a `src` (their file is read as a module
/// of its own) or a `type` that is not JavaScript (JSON, templates) are left out, and a page that
/// never mentions `modelContext` gives no script at all: only WebMCP tools are read from pages.
pub fn html_scripts(page: &str) -> String {
    let mut scripts: Vec<u8> = page
        .bytes()
        .map(|b| if b == b'\n' || b == b'\r' { b } else { b' ' })
        .collect();
    if mentions(page, "modelContext") {
        if let Some(tree) = parse_html(page) {
            let mut stack = vec![tree.root_node()];
            while let Some(n) = stack.pop() {
                if n.kind() == "script_element" {
                    if let Some(code) = inline_javascript(n, page) {
                        scripts[code.byte_range()]
                            .copy_from_slice(&page.as_bytes()[code.byte_range()]);
                    }
                    continue;
                }
                let mut c = n.walk();
                stack.extend(n.named_children(&mut c));
            }
        }
    }
    // spaces for whole characters and the scripts' own bytes: still UTF-8
    String::from_utf8(scripts).unwrap_or_default()
}

/// The `raw_text` of a `<script>` element whose code is JavaScript written in the page.
fn inline_javascript<'t>(script: Node<'t>, page: &str) -> Option<Node<'t>> {
    let mut c = script.walk();
    let children: Vec<Node> = script.named_children(&mut c).collect();
    let start = children.iter().find(|n| n.kind() == "start_tag")?;
    let mut c = start.walk();
    for attribute in start
        .named_children(&mut c)
        .filter(|n| n.kind() == "attribute")
    {
        let mut c = attribute.walk();
        let parts: Vec<Node> = attribute.named_children(&mut c).collect();
        let name = parts
            .iter()
            .find(|p| p.kind() == "attribute_name")
            .map(|p| text(*p, page).to_ascii_lowercase());
        let value = parts
            .iter()
            .find_map(|p| match p.kind() {
                "attribute_value" => Some(*p),
                "quoted_attribute_value" => {
                    let mut c = p.walk();
                    let inner = p
                        .named_children(&mut c)
                        .find(|v| v.kind() == "attribute_value");
                    inner
                }
                _ => None,
            })
            .map(|v| text(v, page).trim().to_ascii_lowercase())
            .unwrap_or_default();
        match name.as_deref() {
            Some("src") => return None,
            Some("type")
                if !matches!(
                    value.as_str(),
                    "" | "module" | "text/javascript" | "application/javascript"
                ) =>
            {
                return None
            }
            _ => {}
        }
    }
    children.into_iter().find(|n| n.kind() == "raw_text")
}

fn parse_html(page: &str) -> Option<Tree> {
    let mut parser = Parser::new();
    parser
        .set_language(&tree_sitter_html::LANGUAGE.into())
        .expect("grammar ABI matches the tree-sitter crate");
    let (mut reports, budget) = (0, parse_budget(page.len()));
    let mut over = |_: &ParseState| {
        reports += 1;
        reports > budget
    };
    let bytes = page.as_bytes();
    parser.parse_with_options(
        &mut |at, _| bytes.get(at..).unwrap_or_default(),
        None,
        Some(ParseOptions::new().progress_callback(&mut over)),
    )
}

/// Whether some node of `tree` lies more than `max` levels below the root. With `changed` (the
/// ranges whose structure differs from a tree that passed), only nodes that overlap one of them
/// are walked: every other node sits where it sat in that tree.
fn depth_over(tree: &Tree, max: usize, changed: Option<&[tree_sitter::Range]>) -> bool {
    let walked = |node: tree_sitter::Node| {
        changed.is_none_or(|ranges| {
            ranges
                .iter()
                .any(|r| node.start_byte() <= r.end_byte && r.start_byte <= node.end_byte())
        })
    };
    let mut cursor = tree.walk();
    let mut depth = 0;
    loop {
        if depth > max {
            return true;
        }
        if walked(cursor.node()) && cursor.goto_first_child() {
            depth += 1;
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                return false;
            }
            depth -= 1;
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
    let scripts;
    let text = match lang {
        Lang::Html => {
            scripts = html_scripts(text);
            scripts.as_str()
        }
        _ => text,
    };
    parser
        .parse(text, None)
        .expect("parsing without a timeout or cancellation always yields a tree")
}

/// Nodes [`first_problem`] looks at before giving up: a file this large is read without it.
const MAX_PROBLEM_NODES: usize = 2_000_000;

/// The first node of the tree the grammar could not read (an error, or a token it had to
/// assume), or that `refused` says the language refuses although the grammar reads it, as
/// (its bytes, what is wrong there). A tree without errors is walked only when `walk_clean`.
pub fn first_problem(
    root: Node,
    src: &str,
    walk_clean: bool,
    refused: &dyn Fn(Node, &str) -> Option<String>,
) -> Option<(std::ops::Range<usize>, String)> {
    if !root.has_error() && !walk_clean {
        return None;
    }
    let mut cursor = root.walk();
    for _ in 0..MAX_PROBLEM_NODES {
        let n = cursor.node();
        if let Some(why) = problem_at(n, src).or_else(|| refused(n, src)) {
            return Some((n.start_byte()..n.end_byte(), why));
        }
        let descend = n.has_error() || walk_clean;
        if descend && cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                return None;
            }
        }
    }
    None
}

fn problem_at(n: Node, src: &str) -> Option<String> {
    if n.is_missing() {
        return Some(format!("`{}` is missing", n.kind()));
    }
    if !n.is_error() {
        return None;
    }
    let written = text(n, src).lines().next().unwrap_or("").trim();
    let shown: String = written.chars().take(40).collect();
    let cut = if shown.len() < written.len() {
        "…"
    } else {
        ""
    };
    Some(format!("`{shown}{cut}` does not parse"))
}

/// A child by field name, with the field's id looked up once per grammar: tree-sitter's own
/// lookup compares the name with each of the grammar's field names on every call, which cost
/// a tenth of a keystroke in the language server.
pub trait Field<'t> {
    fn field(&self, name: &str) -> Option<Node<'t>>;
}

/// One grammar's field names, sorted, with their ids.
struct FieldIds {
    language: Language,
    ids: Vec<(&'static str, u16)>,
}

static FIELD_IDS: std::sync::LazyLock<Vec<FieldIds>> = std::sync::LazyLock::new(|| {
    [Lang::TypeScript, Lang::Tsx, Lang::Python]
        .into_iter()
        .map(|lang| {
            let language = lang.language();
            let count = u16::try_from(language.field_count()).unwrap_or(u16::MAX);
            let mut ids: Vec<(&'static str, u16)> = (1..=count)
                .filter_map(|id| Some((language.field_name_for_id(id)?, id)))
                .collect();
            ids.sort_unstable();
            FieldIds { language, ids }
        })
        .collect()
});

impl<'t> Field<'t> for Node<'t> {
    fn field(&self, name: &str) -> Option<Node<'t>> {
        let language = self.language();
        let Some(grammar) = FIELD_IDS.iter().find(|g| g.language == *language) else {
            return self.child_by_field_name(name);
        };
        let at = grammar
            .ids
            .binary_search_by(|(field, _)| (*field).cmp(name))
            .ok()?;
        self.child_by_field_id(grammar.ids[at].1)
    }
}

/// Whether `word` occurs in `text`: memchr's searcher, several times faster than
/// `str::contains` on the whole-module scans a keystroke makes.
pub fn mentions(text: &str, word: &str) -> bool {
    memchr::memmem::find(text.as_bytes(), word.as_bytes()).is_some()
}

/// Visits `root` and the nodes under it, depth first, reading at most `budget` nodes. `visit`
/// gets each node with the state its parent handed down, and returns the state for the node's
/// children, or `None` to leave them unread.
pub fn walk_within<'t, S: Clone>(
    root: Node<'t>,
    state: S,
    budget: usize,
    mut visit: impl FnMut(Node<'t>, &S) -> Option<S>,
) {
    let mut stack = vec![(root, state)];
    let mut left = budget;
    while let Some((n, s)) = stack.pop() {
        if left == 0 {
            return;
        }
        left -= 1;
        let Some(inner) = visit(n, &s) else {
            continue;
        };
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c).map(|child| (child, inner.clone())));
    }
}

/// Visits the named nodes of `root` (itself included) in document order with one cursor, so a
/// walk of a whole large module holds no list of its nodes. `false` when `budget` nodes were read
/// before the end.
pub fn each_named_node<'t>(root: Node<'t>, budget: usize, mut visit: impl FnMut(Node<'t>)) -> bool {
    let mut cursor = root.walk();
    let mut left = budget;
    loop {
        let n = cursor.node();
        if n.is_named() {
            if left == 0 {
                return false;
            }
            left -= 1;
            visit(n);
        }
        if cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.node().id() == root.id() {
                return true;
            }
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return true;
            }
        }
    }
}

/// The source text of a node.
pub fn text<'a>(node: Node, src: &'a str) -> &'a str {
    &src[node.byte_range()]
}

/// The innermost node of `kind` that covers exactly `span` in `tree`.
///
/// Found by one cursor descent from the root: a node's `parent()` is found again from the
/// root each time, which in a module of thousands of statements made this lookup a visible
/// part of a keystroke.
pub fn node_at<'t>(tree: &'t Tree, span: crate::span::Span, kind: &str) -> Option<Node<'t>> {
    let (start, end) = (span.start as usize, span.end as usize);
    let mut cursor = tree.root_node().walk();
    let mut found = None;
    loop {
        let node = cursor.node();
        if node.start_byte() == start && node.end_byte() == end && node.kind() == kind {
            found = Some(node);
        }
        if cursor.goto_first_child_for_byte(start).is_none() {
            return found;
        }
        let child = cursor.node();
        if child.start_byte() > start || child.end_byte() < end {
            return found;
        }
    }
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
    fn node_at_finds_the_innermost_node_of_the_kind_over_the_span() {
        let src = "const a = z.string().min(1).max(9);\nserver.tool((x) => ((x)), { b: [1, [2]] });\nf()();\n";
        let tree = parse(src, Lang::TypeScript);
        // every node of the tree, found again by its span and kind; the reference climbs from
        // the innermost node at the span's start
        let mut stack = vec![tree.root_node()];
        let mut checked = 0;
        while let Some(n) = stack.pop() {
            let mut c = n.walk();
            stack.extend(n.children(&mut c));
            let span = crate::span::Span {
                file: crate::span::FileId(0),
                start: n.start_byte() as u32,
                end: n.end_byte() as u32,
            };
            let mut expected = tree
                .root_node()
                .descendant_for_byte_range(n.start_byte(), n.start_byte());
            while let Some(e) =
                expected.filter(|e| e.kind() != n.kind() || e.end_byte() != n.end_byte())
            {
                expected = e.parent().filter(|p| p.start_byte() == n.start_byte());
            }
            assert_eq!(
                node_at(&tree, span, n.kind()),
                expected,
                "{} at {span:?}",
                n.kind()
            );
            checked += 1;
        }
        assert!(checked > 50);
        let nowhere = crate::span::Span {
            file: crate::span::FileId(0),
            start: 3,
            end: 9,
        };
        assert_eq!(node_at(&tree, nowhere, "identifier"), None);
    }

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

    #[test]
    fn a_page_s_inline_javascript_keeps_its_place_and_nothing_else_is_read() {
        let page = "<!doctype html>\n<title>Shop é</title>\n<script type=\"application/ld+json\">{\"a\": 1}</script>\n<script src=\"app.js\"></script>\n<script type=\"module\">navigator.modelContext.registerTool({ name: \"a\" });</script>\n<SCRIPT>let b = 2;</SCRIPT>\n";
        let scripts = html_scripts(page);
        assert_eq!(scripts.len(), page.len());
        assert_eq!(scripts.lines().count(), page.lines().count());
        let kept: Vec<&str> = scripts.split_whitespace().collect();
        assert_eq!(
            kept,
            [
                "navigator.modelContext.registerTool({",
                "name:",
                "\"a\"",
                "});",
                "let",
                "b",
                "=",
                "2;"
            ]
        );
        let at = page.find("navigator").unwrap();
        assert_eq!(&scripts[at..at + 9], "navigator");
        let tree = parse_within(page, Lang::Html, None).unwrap().0;
        assert!(!tree.root_node().has_error());
        // a page that never mentions WebMCP is not read for scripts at all
        let plain = "<script>let c = 3;</script>";
        assert_eq!(html_scripts(plain).trim(), "");
        assert_eq!(Lang::from_path(Path::new("index.html")), Some(Lang::Html));
    }

    #[test]
    fn a_grammar_that_does_not_finish_gives_way_to_the_other_and_deep_trees_are_refused() {
        // the TSX grammar loops on this (reduced from a mangled bundle); TypeScript finishes
        let looping = include_str!("../../tests/robustness/tsx-grammar-loops/mangled.js");
        assert!(parse_budgeted(looping, Lang::Tsx, None).is_none());
        let (_, used) = parse_within(looping, Lang::Tsx, None).unwrap();
        assert_eq!(used, Lang::TypeScript);
        let deep = format!("x = {}1{};", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(parse_within(&deep, Lang::TypeScript, None)
            .unwrap_err()
            .contains("nests more than"));
        let fine = format!("x = {}1{};", "[".repeat(100), "]".repeat(100));
        assert!(parse_within(&fine, Lang::TypeScript, None).is_ok());
    }

    /// `old_text` parsed, then `new_text` parsed reusing that tree after `edits` (byte offsets
    /// `start`, `old_end`, `new_end` on one line, each in the text the ones before it made).
    fn reparsed(
        old_text: &str,
        edits: &[(usize, usize, usize)],
        new_text: &str,
    ) -> Result<Tree, String> {
        let (mut old, _) = parse_within(old_text, Lang::TypeScript, None).unwrap();
        let point = |b: usize| tree_sitter::Point::new(0, b);
        for &(start, old_end, new_end) in edits {
            old.edit(&tree_sitter::InputEdit {
                start_byte: start,
                old_end_byte: old_end,
                new_end_byte: new_end,
                start_position: point(start),
                old_end_position: point(old_end),
                new_end_position: point(new_end),
            });
        }
        parse_within(new_text, Lang::TypeScript, Some(&old)).map(|(t, _)| t)
    }

    #[test]
    fn a_reparse_that_nests_old_syntax_deeper_is_refused() {
        let nest = |n: usize, inner: &str| format!("{}{inner}{}", "[".repeat(n), "]".repeat(n));
        let k = MAX_DEPTH / 2 + 100;
        let deep = nest(k, "1");
        let old = format!("x = {deep};");
        // brackets typed at both ends of the old (reused) nest push it past the limit
        let new = format!("x = {};", nest(k, &deep));
        let (start, end) = ("x = ".len(), "x = ".len() + deep.len());
        let edits = [(start, start, start + k), (end + k, end + k, end + 2 * k)];
        assert!(reparsed(&old, &edits, &new)
            .unwrap_err()
            .contains("nests more than"));
        // a keystroke elsewhere in a deep but allowed file is fine
        let typed = format!("{old} y = 1;");
        let at = old.len();
        assert!(reparsed(&old, &[(at, at, typed.len())], &typed).is_ok());
    }
}
