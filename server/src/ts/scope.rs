//! Finding the declaration an identifier refers to, by walking the enclosing scopes.

use std::collections::HashMap;

use tree_sitter::Node;

use crate::syntax::{text, Field};

/// One step into a destructuring pattern.
#[derive(Debug, Clone)]
pub enum PatternStep {
    Prop(String),
    Index(usize),
    /// `= value` in the pattern: the bytes of the default taken when the part is `undefined`.
    Default(u32, u32),
}

#[derive(Debug, Clone)]
pub enum Decl<'t> {
    /// `const name = value` (or a destructured part of it).
    Var {
        declarator: Node<'t>,
        path: Vec<PatternStep>,
    },
    Function(Node<'t>),
    Class(Node<'t>),
    Enum(Node<'t>),
    Import {
        specifier: String,
        imported: Imported,
    },
    /// A function parameter or loop variable that no caller bound.
    Param,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Imported {
    Named(String),
    Default,
    Namespace,
}

pub fn find_decl<'t>(src: &str, name: &str, root: Node<'t>, at: Node<'t>) -> Option<Decl<'t>> {
    find_decl_indexed(src, name, root, at, None)
}

/// `at` and the nodes that enclose it, innermost first. One walk down from the root: asking each
/// node for its parent makes tree-sitter walk down from the root every time, which made name
/// lookups quadratic in the nesting depth.
fn ancestors<'t>(root: Node<'t>, at: Node<'t>) -> Vec<Node<'t>> {
    let mut chain = Vec::new();
    let mut cursor = root.walk();
    loop {
        let node = cursor.node();
        chain.push(node);
        if node == at {
            chain.reverse();
            return chain;
        }
        let descended = cursor.goto_first_child_for_byte(at.start_byte()).is_some();
        let inside = descended && {
            let c = cursor.node();
            c.start_byte() <= at.start_byte() && at.end_byte() <= c.end_byte()
        };
        if !inside {
            break;
        }
    }
    // `at` is not on the path the byte offsets lead to (an empty node next to a sibling that
    // ends where it starts): ask for the parents one by one
    let mut chain = Vec::new();
    let mut cur = Some(at);
    while let Some(node) = cur {
        chain.push(node);
        cur = node.parent();
    }
    chain
}

/// The top-level statements of a file by the names they declare, built once per file so that
/// resolving a top-level name does not rescan the program for every identifier.
#[derive(Debug, Default, PartialEq)]
pub struct ProgramIndex {
    by_name: HashMap<String, (usize, usize)>,
    /// Where the import statements are: walking a large program's statements to find them
    /// costs more than evaluating a tool.
    imports: Vec<(usize, usize)>,
}

impl ProgramIndex {
    pub fn build(src: &str, root: Node) -> ProgramIndex {
        let mut by_name = HashMap::new();
        let mut imports = Vec::new();
        let mut c = root.walk();
        for stmt in root.named_children(&mut c) {
            if stmt.kind() == "import_statement" {
                imports.push((stmt.start_byte(), stmt.end_byte()));
            }
            let mut names = Vec::new();
            declared_names(src, stmt, &mut names);
            for n in names {
                by_name
                    .entry(n)
                    .or_insert((stmt.start_byte(), stmt.end_byte()));
            }
        }
        ProgramIndex { by_name, imports }
    }

    /// The program's import statements, in order.
    pub fn imports<'t>(&self, program: Node<'t>) -> Vec<Node<'t>> {
        self.imports
            .iter()
            .filter_map(|&(start, end)| {
                let mut n = program.descendant_for_byte_range(start, end)?;
                while n.kind() != "import_statement" || n.end_byte() != end {
                    n = n.parent().filter(|p| p.start_byte() == start)?;
                }
                Some(n)
            })
            .collect()
    }

    /// The index of the same declarations after an edit that moved them: `moved` maps each old
    /// byte offset to the new one.
    pub fn moved(&self, moved: impl Fn(usize) -> usize) -> ProgramIndex {
        ProgramIndex {
            by_name: self
                .by_name
                .iter()
                .map(|(name, &(start, end))| (name.clone(), (moved(start), moved(end))))
                .collect(),
            imports: self
                .imports
                .iter()
                .map(|&(start, end)| (moved(start), moved(end)))
                .collect(),
        }
    }

    fn lookup<'t>(&self, src: &str, name: &str, program: Node<'t>) -> Option<Decl<'t>> {
        let &(start, end) = self.by_name.get(name)?;
        let mut cursor = program.walk();
        cursor.goto_first_child_for_byte(start)?;
        while cursor.node().start_byte() != start || cursor.node().end_byte() != end {
            if cursor.node().start_byte() > start || !cursor.goto_next_sibling() {
                return None;
            }
        }
        declares(src, name, cursor.node())
    }
}

/// Every name a top-level statement binds (over-approximating is harmless: `declares` decides).
pub(crate) fn declared_names(src: &str, n: Node, out: &mut Vec<String>) {
    match n.kind() {
        "identifier" | "shorthand_property_identifier_pattern" | "type_identifier" => {
            out.push(text(n, src).to_string())
        }
        "lexical_declaration" | "variable_declaration" => {
            let mut c = n.walk();
            for d in n.named_children(&mut c) {
                if let Some(p) = d.field("name") {
                    declared_names(src, p, out);
                }
            }
        }
        "function_declaration"
        | "generator_function_declaration"
        | "class_declaration"
        | "abstract_class_declaration"
        | "enum_declaration" => {
            if let Some(p) = n.field("name") {
                out.push(text(p, src).to_string());
            }
        }
        "export_statement" => {
            if let Some(d) = n.field("declaration") {
                declared_names(src, d, out);
            }
        }
        "import_statement"
        | "import_clause"
        | "named_imports"
        | "namespace_import"
        | "import_specifier"
        | "object_pattern"
        | "array_pattern"
        | "pair_pattern"
        | "assignment_pattern"
        | "object_assignment_pattern"
        | "ambient_declaration" => {
            let skip = if n.kind() == "import_specifier" && n.field("alias").is_some() {
                n.field("name")
            } else {
                None
            };
            let mut c = n.walk();
            for ch in n.named_children(&mut c) {
                if Some(ch) == skip || ch.kind() == "string" {
                    continue;
                }
                declared_names(src, ch, out);
            }
        }
        _ => {}
    }
}

/// [`find_decl`], using `index` for the program scope.
pub fn find_decl_indexed<'t>(
    src: &str,
    name: &str,
    root: Node<'t>,
    at: Node<'t>,
    index: Option<&ProgramIndex>,
) -> Option<Decl<'t>> {
    for node in ancestors(root, at) {
        match node.kind() {
            "program" if index.is_some() => {
                if let Some(d) = index.and_then(|i| i.lookup(src, name, node)) {
                    return Some(d);
                }
            }
            "program" | "statement_block" | "switch_case" | "switch_default"
            | "class_static_block" => {
                if let Some(d) = scan_statements(src, name, node) {
                    return Some(d);
                }
            }
            "for_in_statement" | "for_statement" => {
                if let Some(left) = node.field("left").or_else(|| node.field("initializer")) {
                    if pattern_binds(src, left, name) {
                        return Some(Decl::Param);
                    }
                }
            }
            "arrow_function"
            | "function_expression"
            | "function_declaration"
            | "method_definition"
            | "generator_function"
            | "generator_function_declaration" => {
                if let Some(params) = node.field("parameters").or_else(|| node.field("parameter")) {
                    if pattern_binds(src, params, name) {
                        return Some(Decl::Param);
                    }
                }
            }
            "catch_clause" => {
                if let Some(p) = node.field("parameter") {
                    if pattern_binds(src, p, name) {
                        return Some(Decl::Param);
                    }
                }
            }
            _ => {}
        }
    }
    None
}

fn scan_statements<'t>(src: &str, name: &str, block: Node<'t>) -> Option<Decl<'t>> {
    let mut cursor = block.walk();
    for stmt in block.named_children(&mut cursor) {
        if let Some(d) = declares(src, name, stmt) {
            return Some(d);
        }
    }
    None
}

/// If `stmt` declares `name`, what it declares.
pub fn declares<'t>(src: &str, name: &str, stmt: Node<'t>) -> Option<Decl<'t>> {
    match stmt.kind() {
        "lexical_declaration" | "variable_declaration" => {
            let mut c = stmt.walk();
            for d in stmt.named_children(&mut c) {
                if d.kind() != "variable_declarator" {
                    continue;
                }
                let pat = d.field("name")?;
                if let Some(path) = pattern_path(src, pat, name) {
                    return Some(Decl::Var {
                        declarator: d,
                        path,
                    });
                }
            }
            None
        }
        "function_declaration" | "generator_function_declaration" => {
            (field_text(src, stmt, "name") == Some(name)).then_some(Decl::Function(stmt))
        }
        "class_declaration" | "abstract_class_declaration" => {
            (field_text(src, stmt, "name") == Some(name)).then_some(Decl::Class(stmt))
        }
        "enum_declaration" => {
            (field_text(src, stmt, "name") == Some(name)).then_some(Decl::Enum(stmt))
        }
        "export_statement" => {
            let decl = stmt.field("declaration")?;
            declares(src, name, decl)
        }
        "import_statement" => import_binding(src, name, stmt),
        "ambient_declaration" => {
            let mut c = stmt.walk();
            let inner = stmt.named_children(&mut c).next()?;
            declares(src, name, inner)
        }
        _ => None,
    }
}

fn import_binding<'t>(src: &str, name: &str, stmt: Node<'t>) -> Option<Decl<'t>> {
    let source = stmt.field("source")?;
    let specifier = string_value(src, source)?;
    let mut c = stmt.walk();
    let clause = stmt
        .named_children(&mut c)
        .find(|n| n.kind() == "import_clause")?;
    let mut c2 = clause.walk();
    for part in clause.named_children(&mut c2) {
        match part.kind() {
            "identifier" if text(part, src) == name => {
                return Some(Decl::Import {
                    specifier,
                    imported: Imported::Default,
                })
            }
            "namespace_import" => {
                let mut c3 = part.walk();
                if part.named_children(&mut c3).any(|i| text(i, src) == name) {
                    return Some(Decl::Import {
                        specifier,
                        imported: Imported::Namespace,
                    });
                }
            }
            "named_imports" => {
                let mut c3 = part.walk();
                for spec in part.named_children(&mut c3) {
                    if spec.kind() != "import_specifier" {
                        continue;
                    }
                    let imported = spec.field("name").map(|n| text(n, src))?;
                    let local = spec
                        .field("alias")
                        .map(|n| text(n, src))
                        .unwrap_or(imported);
                    if local == name {
                        let imported = if imported == "default" {
                            Imported::Default
                        } else {
                            Imported::Named(unquote_name(imported))
                        };
                        return Some(Decl::Import {
                            specifier,
                            imported,
                        });
                    }
                }
            }
            _ => {}
        }
    }
    None
}

fn unquote_name(s: &str) -> String {
    s.trim_matches(|c| c == '"' || c == '\'').to_string()
}

fn field_text<'a>(src: &'a str, node: Node, field: &str) -> Option<&'a str> {
    node.field(field).map(|n| text(n, src))
}

/// Whether a parameter list or binding pattern binds `name`.
pub fn pattern_binds(src: &str, pat: Node, name: &str) -> bool {
    match pat.kind() {
        "identifier" | "shorthand_property_identifier_pattern" => text(pat, src) == name,
        "lexical_declaration" | "variable_declaration" => {
            let mut c = pat.walk();
            let found = pat
                .named_children(&mut c)
                .any(|d| d.field("name").is_some_and(|n| pattern_binds(src, n, name)));
            found
        }
        "type_annotation" | "type_identifier" | "predefined_type" => false,
        "pair_pattern" => pat
            .field("value")
            .is_some_and(|v| pattern_binds(src, v, name)),
        "assignment_pattern" | "object_assignment_pattern" => pat
            .field("left")
            .is_some_and(|v| pattern_binds(src, v, name)),
        "required_parameter" | "optional_parameter" => pat
            .field("pattern")
            .is_some_and(|v| pattern_binds(src, v, name)),
        _ => {
            let mut c = pat.walk();
            let found = pat
                .named_children(&mut c)
                .any(|ch| pattern_binds(src, ch, name));
            found
        }
    }
}

/// The path from a destructuring pattern's value to `name`, if the pattern binds it.
pub fn pattern_path(src: &str, pat: Node, name: &str) -> Option<Vec<PatternStep>> {
    match pat.kind() {
        "identifier" => (text(pat, src) == name).then(Vec::new),
        "object_pattern" => {
            let mut c = pat.walk();
            for part in pat.named_children(&mut c) {
                match part.kind() {
                    "shorthand_property_identifier_pattern" if text(part, src) == name => {
                        return Some(vec![PatternStep::Prop(name.to_string())])
                    }
                    "pair_pattern" => {
                        let key = part.field("key")?;
                        let key =
                            string_value(src, key).unwrap_or_else(|| text(key, src).to_string());
                        let value = part.field("value")?;
                        if let Some(mut rest) = pattern_path(src, value, name) {
                            rest.insert(0, PatternStep::Prop(key));
                            return Some(rest);
                        }
                    }
                    "object_assignment_pattern" => {
                        let left = part.field("left")?;
                        if text(left, src) == name {
                            let default = part.field("right")?;
                            return Some(vec![
                                PatternStep::Prop(name.to_string()),
                                PatternStep::Default(
                                    default.start_byte() as u32,
                                    default.end_byte() as u32,
                                ),
                            ]);
                        }
                    }
                    _ => {}
                }
            }
            None
        }
        "array_pattern" => {
            let mut c = pat.walk();
            for (i, part) in pat.named_children(&mut c).enumerate() {
                if let Some(mut rest) = pattern_path(src, part, name) {
                    rest.insert(0, PatternStep::Index(i));
                    return Some(rest);
                }
            }
            None
        }
        "assignment_pattern" => {
            let mut rest = pattern_path(src, pat.field("left")?, name)?;
            let default = pat.field("right")?;
            rest.insert(
                0,
                PatternStep::Default(default.start_byte() as u32, default.end_byte() as u32),
            );
            Some(rest)
        }
        _ => None,
    }
}

/// The value of a string literal node (quotes removed, escapes decoded).
pub fn string_value(src: &str, node: Node) -> Option<String> {
    match node.kind() {
        "string" => Some(unescape_js(strip_quotes(text(node, src)))),
        "template_string" => {
            let mut c = node.walk();
            if node
                .named_children(&mut c)
                .any(|n| n.kind() == "template_substitution")
            {
                return None;
            }
            Some(unescape_js(strip_quotes(text(node, src))))
        }
        "property_identifier" | "identifier" => Some(text(node, src).to_string()),
        "number" => Some(text(node, src).to_string()),
        _ => None,
    }
}

/// The text between a literal's quotes. A literal being typed may lack its closing quote (the
/// parser ends it at the line break), and either end may be next to a multi-byte character.
fn strip_quotes(s: &str) -> &str {
    let mut chars = s.chars();
    match chars.next() {
        Some(q @ ('"' | '\'' | '`')) => {
            let inner = chars.as_str();
            inner.strip_suffix(q).unwrap_or(inner)
        }
        _ => s,
    }
}

/// The cooked value of a template literal's text: JavaScript turns every raw CRLF or lone CR
/// inside a template into LF before decoding escapes, so a CRLF file's multi-line description
/// reaches the wire with plain line feeds.
pub fn cook_template_text(s: &str) -> String {
    if !s.contains('\r') {
        return unescape_js(s);
    }
    // A backslash before a raw CR is a line continuation either way, so plain replacement is exact.
    unescape_js(&s.replace("\r\n", "\n").replace('\r', "\n"))
}

/// Decodes JavaScript string escapes.
pub fn unescape_js(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(e) = chars.next() else { break };
        match e {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            'r' => out.push('\r'),
            'b' => out.push('\u{8}'),
            'f' => out.push('\u{c}'),
            'v' => out.push('\u{b}'),
            '0' if !chars.peek().is_some_and(|c| c.is_ascii_digit()) => out.push('\0'),
            'x' => {
                let h: String = chars.by_ref().take(2).collect();
                if let Some(ch) = u32::from_str_radix(&h, 16).ok().and_then(char::from_u32) {
                    out.push(ch);
                }
            }
            'u' => {
                let code = if chars.peek() == Some(&'{') {
                    chars.next();
                    let h: String = chars.by_ref().take_while(|c| *c != '}').collect();
                    u32::from_str_radix(&h, 16).ok()
                } else {
                    let h: String = chars.by_ref().take(4).collect();
                    u32::from_str_radix(&h, 16).ok()
                };
                let Some(mut code) = code else { continue };
                // a surrogate pair spelled as two escapes
                if (0xD800..0xDC00).contains(&code) {
                    let rest: String = chars.clone().take(6).collect();
                    if let Some(low) = rest
                        .strip_prefix("\\u")
                        .and_then(|h| u32::from_str_radix(h, 16).ok())
                        .filter(|l| (0xDC00..0xE000).contains(l))
                    {
                        for _ in 0..6 {
                            chars.next();
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                    }
                }
                out.push(char::from_u32(code).unwrap_or('\u{FFFD}'));
            }
            '\n' => {}
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                }
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn template_text_turns_raw_line_terminators_into_line_feeds() {
        assert_eq!(cook_template_text("a\r\nb\rc\nd"), "a\nb\nc\nd");
        assert_eq!(cook_template_text(r"a\r"), "a\r");
        assert_eq!(cook_template_text("a\\\r\nb"), "ab");
    }

    #[test]
    fn js_escapes_decode_like_the_runtime() {
        assert_eq!(
            unescape_js(r"a\nb\t\x41\u0042\u{1F600}\'"),
            "a\nb\tAB\u{1F600}'"
        );
        assert_eq!(unescape_js(r"\uD83D\uDE00"), "\u{1F600}");
        assert_eq!(unescape_js("line\\\ncontinued"), "linecontinued");
    }
}
