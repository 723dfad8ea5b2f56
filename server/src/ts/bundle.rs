//! Bundles that carry their own copy of the MCP SDK and of zod (esbuild, rollup, rspack, vite
//! output): the copies are recognised by their shape, not by a name, since a bundler renames
//! and minifies them. A class with the methods of SDK 1's `McpServer` is that class, so
//! registrations on its instances read as on the SDK's; a namespace object holding zod's API is
//! zod; and the code of the copies is not searched for registrations.

use std::collections::HashMap;
use std::path::Path;

use memchr::memmem;
use tree_sitter::Node;

use crate::ir::Api;
use crate::span::FileId;
use crate::syntax::{text, Field};
use crate::targets::detect::{Found, Installed};
use crate::ts::tools::ServerDef;
use crate::ts::value::ServerKind;
use crate::workspace::{SourceFile, Workspace};

/// Nodes looked at per file: a 6 MB bundle has about four million.
const MAX_NODES: usize = 8_000_000;

/// What a file holds of bundled SDK and zod copies.
#[derive(Debug, Default)]
pub struct BundleIndex {
    /// Each class that is a copy of an SDK server class: its start and end byte, and which.
    sdk_classes: Vec<(u32, u32, ServerKind)>,
    /// Declarations (by the start byte of the declarator) holding a copy of a zod namespace.
    zod_namespaces: HashMap<u32, Api>,
    /// The byte ranges of the bundled copies of the SDK and zod: library code, whose calls are
    /// not the server's registrations.
    library: Vec<(u32, u32)>,
    /// The byte ranges of every bundled package (`// node_modules/...` sections), the SDK's and
    /// zod's among them: none of it is the program's own code.
    vendored: Vec<(u32, u32)>,
    /// `var x;` whose one assignment is in a lazily run module body (esbuild's
    /// `__esm(() => { x = value; })`): by the declarator's start, the value's byte range.
    lazy_values: HashMap<u32, (u32, u32)>,
}

/// What a walk of a bundle collects by name before declarations and their values are paired.
#[derive(Default)]
struct Names<'s> {
    /// `__export(ns, { key: () => local, ... })`: the keys, by the namespace's name.
    exported: HashMap<&'s str, Vec<&'s str>>,
    /// `var ns = {}` / `var ns = Object.freeze({...})` / `var ns = {...}`: the declarator and
    /// the keys written; `None` once a name is declared twice (its uses could mean either).
    declared: HashMap<&'s str, Option<(u32, Vec<&'s str>)>>,
    /// `var x;`: the declarator, `None` once declared twice.
    bare: HashMap<&'s str, Option<u32>>,
    /// `x = value` statements at the top of a lazy module body: the value's range.
    lazy: HashMap<&'s str, (u32, u32)>,
    /// How many assignments `x = ...` each name has anywhere.
    assigned: HashMap<&'s str, usize>,
}

/// The methods every `McpServer` of SDK 1 has (SDK 2 dropped `tool`, `prompt` and
/// `resource`); `_registeredTools` is its tool table.
const MCP_SERVER_METHODS: &[&str] = &["tool", "prompt", "resource", "connect", "close"];
/// The methods of the `McpServer` of SDK 2, and of SDK 1.
const MCP_SERVER_2_METHODS: &[&str] = &["registerTool", "registerPrompt", "connect", "close"];
/// The methods only the low-level `Server` has (the client's class has their mirror images).
const LOW_LEVEL_METHODS: &[&str] = &[
    "getClientCapabilities",
    "assertRequestHandlerCapability",
    "createMessage",
    "listRoots",
];
/// The methods of the SDK's `Protocol`, the base of its server and client classes, which keeps
/// the request handlers.
const PROTOCOL_METHODS: &[&str] = &[
    "setRequestHandler",
    "removeRequestHandler",
    "setNotificationHandler",
    "request",
    "notification",
];
/// Names a zod namespace exports in every major version and flavour.
const ZOD_NAMESPACE_KEYS: &[&str] = &[
    "object", "string", "number", "boolean", "array", "union", "optional", "literal", "ZodType",
];

/// Words without which a file holds no copy: checked before any walk, so a module of a project
/// costs one text search.
fn may_hold_copies(src: &str) -> bool {
    let has = |word: &str| memmem::find(src.as_bytes(), word.as_bytes()).is_some();
    has("_registeredTools") || has("ZodType")
}

impl BundleIndex {
    pub fn of(f: &SourceFile) -> BundleIndex {
        let mut index = BundleIndex::default();
        if !may_hold_copies(&f.text) {
            return index;
        }
        let src = f.text.as_str();
        let mut names = Names::default();
        let mut cursor = f.tree.root_node().walk();
        let mut seen = 0usize;
        loop {
            let node = cursor.node();
            seen += 1;
            if seen > MAX_NODES {
                break;
            }
            match node.kind() {
                "class" | "class_declaration" => {
                    let range = (node.start_byte() as u32, node.end_byte() as u32);
                    match sdk_class_kind(node, src) {
                        Some(SdkClass::McpServer1) => {
                            index.sdk_classes.push((range.0, range.1, ServerKind::Mcp));
                            index.library.push(range);
                        }
                        Some(SdkClass::Other) => index.library.push(range),
                        None => {}
                    }
                }
                "call_expression" => {
                    if let Some((ns, keys)) = export_call(node, src) {
                        names.exported.entry(ns).or_default().extend(keys);
                    }
                    names.lazy.extend(lazy_assignments(node, src));
                }
                "assignment_expression" => {
                    if let Some(left) = node.field("left").filter(|l| l.kind() == "identifier") {
                        *names.assigned.entry(text(left, src)).or_default() += 1;
                    }
                }
                "variable_declarator" => {
                    let start = node.start_byte() as u32;
                    if let Some((name, keys)) = namespace_declarator(node, src) {
                        names
                            .declared
                            .entry(name)
                            .and_modify(|d| *d = None)
                            .or_insert(Some((start, keys)));
                    } else if let Some(name) = bare_declarator(node, src) {
                        names
                            .bare
                            .entry(name)
                            .and_modify(|d| *d = None)
                            .or_insert(Some(start));
                    }
                }
                _ => {}
            }
            if cursor.goto_first_child() {
                continue;
            }
            while !cursor.goto_next_sibling() {
                if !cursor.goto_parent() {
                    return index.with_names(names, src);
                }
            }
        }
        // too large to read whole: no copy is assumed, so nothing is read as the SDK's
        BundleIndex::default()
    }

    fn with_names(mut self, names: Names, src: &str) -> Self {
        for (name, decl) in names.declared {
            let Some((start, mut keys)) = decl else {
                continue;
            };
            keys.extend(names.exported.get(name).into_iter().flatten());
            if let Some(api) = zod_api(&keys) {
                self.zod_namespaces.insert(start, api);
            }
        }
        for (name, decl) in names.bare {
            let lazy = names.lazy.get(name);
            if let (Some(start), Some(value), Some(1)) = (decl, lazy, names.assigned.get(name)) {
                self.lazy_values.insert(start, *value);
            }
        }
        self.library.extend(library_sections(src, is_library_path));
        self.vendored = library_sections(src, |path| path.contains("node_modules/"));
        self
    }

    /// Which SDK server class the class starting at `start` is a copy of.
    pub fn sdk_class(&self, start: u32) -> Option<ServerKind> {
        self.sdk_classes.iter().find(|c| c.0 == start).map(|c| c.2)
    }

    /// The zod API the declaration whose declarator starts at `start` holds a copy of.
    pub fn zod_namespace(&self, start: u32) -> Option<Api> {
        self.zod_namespaces.get(&start).copied()
    }

    /// The value a `var x;` (its declarator starting at `start`) is given by a lazy module
    /// body, its only assignment: its byte range.
    pub fn lazy_value(&self, start: u32) -> Option<(u32, u32)> {
        self.lazy_values.get(&start).copied()
    }

    /// Whether `node` lies in the code of a bundled SDK or zod copy.
    pub fn in_library(&self, node: Node) -> bool {
        self.library_holds(node.start_byte(), node.end_byte())
    }

    /// Whether the bytes `start..end` lie in the code of a bundled SDK or zod copy.
    pub fn library_holds(&self, start: usize, end: usize) -> bool {
        let (s, e) = (start as u32, end as u32);
        self.library.iter().any(|&(ls, le)| ls <= s && e <= le)
    }

    /// Whether `node` lies in the code of any bundled package.
    pub fn in_vendored(&self, node: Node) -> bool {
        let (s, e) = (node.start_byte() as u32, node.end_byte() as u32);
        self.vendored.iter().any(|&(vs, ve)| vs <= s && e <= ve)
    }

    pub fn holds_zod(&self) -> bool {
        !self.zod_namespaces.is_empty()
    }
}

enum SdkClass {
    /// SDK 1's `McpServer`, whose registrations are read as the SDK's.
    McpServer1,
    /// SDK 2's `McpServer`, a low-level `Server` or their `Protocol`: library code, but not
    /// (yet) read as servers, since which SDK major a copy is cannot be told from them alone.
    Other,
}

/// Which SDK class `class` is a copy of, from its methods.
fn sdk_class_kind(class: Node, src: &str) -> Option<SdkClass> {
    let body = class.field("body")?;
    let mut c = body.walk();
    let methods: Vec<&str> = body
        .named_children(&mut c)
        .filter(|m| m.kind() == "method_definition")
        .filter_map(|m| m.field("name"))
        .map(|n| text(n, src))
        .collect();
    let has = |names: &[&str]| names.iter().all(|n| methods.contains(n));
    let registers = text(body, src).contains("_registeredTools");
    if has(MCP_SERVER_METHODS) && registers {
        Some(SdkClass::McpServer1)
    } else if has(MCP_SERVER_2_METHODS) && registers
        || has(LOW_LEVEL_METHODS)
        || has(PROTOCOL_METHODS)
    {
        Some(SdkClass::Other)
    } else {
        None
    }
}

/// `__export(ns, { a: () => a, ... })`: the namespace's name and the keys.
fn export_call<'s>(call: Node, src: &'s str) -> Option<(&'s str, Vec<&'s str>)> {
    let callee = call.field("function")?;
    if callee.kind() != "identifier" || !text(callee, src).starts_with("__export") {
        return None;
    }
    let args = call.field("arguments")?;
    let mut c = args.walk();
    let mut named = args
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment");
    let (ns, obj) = (named.next()?, named.next()?);
    (ns.kind() == "identifier" && obj.kind() == "object")
        .then(|| (text(ns, src), object_keys(obj, src)))
}

/// `var x;`: the name.
fn bare_declarator<'s>(d: Node, src: &'s str) -> Option<&'s str> {
    let name = d.field("name").filter(|n| n.kind() == "identifier")?;
    d.field("value").is_none().then(|| text(name, src))
}

/// esbuild's lazy module body, `__esm(() => { ... })` or `__esm({ "src/a.ts"() { ... } })`:
/// its top-level statements `x = value`, by name, with the value's byte range.
fn lazy_assignments<'s>(call: Node, src: &'s str) -> Vec<(&'s str, (u32, u32))> {
    let callee = call.field("function");
    if !callee.is_some_and(|c| c.kind() == "identifier" && text(c, src).starts_with("__esm")) {
        return Vec::new();
    }
    let Some(args) = call.field("arguments") else {
        return Vec::new();
    };
    let mut c = args.walk();
    let Some(arg) = args.named_children(&mut c).find(|n| n.kind() != "comment") else {
        return Vec::new();
    };
    let body = match arg.kind() {
        "arrow_function" | "function_expression" => arg.field("body"),
        "object" => {
            let mut c = arg.walk();
            let method = arg
                .named_children(&mut c)
                .find(|m| m.kind() == "method_definition");
            method.and_then(|m| m.field("body"))
        }
        _ => None,
    };
    let Some(body) = body.filter(|b| b.kind() == "statement_block") else {
        return Vec::new();
    };
    let mut c = body.walk();
    body.named_children(&mut c)
        .filter(|st| st.kind() == "expression_statement")
        .filter_map(|st| st.named_child(0))
        .filter(|e| e.kind() == "assignment_expression")
        .filter_map(|e| {
            let left = e.field("left")?;
            let right = e.field("right")?;
            (left.kind() == "identifier").then(|| {
                (
                    text(left, src),
                    (right.start_byte() as u32, right.end_byte() as u32),
                )
            })
        })
        .collect()
}

/// `name = {}`, `name = {...}` or `name = Object.freeze({...})`: the name and the keys written.
fn namespace_declarator<'s>(d: Node, src: &'s str) -> Option<(&'s str, Vec<&'s str>)> {
    let name = d.field("name").filter(|n| n.kind() == "identifier")?;
    let value = d.field("value")?;
    let obj = match value.kind() {
        "object" => value,
        "call_expression" => {
            let callee = value.field("function")?;
            if text(callee, src) != "Object.freeze" {
                return None;
            }
            let args = value.field("arguments")?;
            let mut c = args.walk();
            let first = args.named_children(&mut c).find(|n| n.kind() == "object")?;
            first
        }
        _ => return None,
    };
    Some((text(name, src), object_keys(obj, src)))
}

fn object_keys<'s>(obj: Node, src: &'s str) -> Vec<&'s str> {
    let mut c = obj.walk();
    obj.named_children(&mut c)
        .filter_map(|p| match p.kind() {
            "pair" => p.field("key"),
            "shorthand_property_identifier" => Some(p),
            "method_definition" => p.field("name"),
            _ => None,
        })
        .map(|k| text(k, src).trim_matches(|c| c == '"' || c == '\''))
        .collect()
}

/// The zod API a namespace with these keys is: zod 4 mini has its own classes, zod 4 classic
/// `toJSONSchema`, zod 3 neither.
fn zod_api(keys: &[&str]) -> Option<Api> {
    if !ZOD_NAMESPACE_KEYS.iter().all(|k| keys.contains(k)) {
        return None;
    }
    Some(if keys.contains(&"ZodMiniType") {
        Api::Zod4Mini
    } else if keys.contains(&"toJSONSchema") {
        Api::Zod4
    } else if keys.contains(&"ZodFirstPartyTypeKind") {
        Api::Zod3
    } else {
        return None;
    })
}

/// The sections of the bundled modules whose path is `wanted` (the SDK's and zod's), as esbuild (`// node_modules/zod/v3/types.js`)
/// and rolldown (`//#region ../node_modules/zod/...` to `//#endregion`) mark them at the top
/// level: each runs to the next marker.
fn library_sections(src: &str, wanted: impl Fn(&str) -> bool) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut open: Option<usize> = None;
    let mut at = 0usize;
    for line in src.split_inclusive('\n') {
        let marker = line
            .strip_prefix("//#region ")
            .or_else(|| line.strip_prefix("// "))
            .filter(|rest| {
                let rest = rest.trim_end();
                !rest.contains(' ') && rest.contains('/') && rest.contains('.')
            });
        let end = line.starts_with("//#endregion");
        if marker.is_some() || end {
            if let Some(start) = open.take() {
                out.push((start as u32, at as u32));
            }
            if marker.is_some_and(&wanted) {
                open = Some(at);
            }
        }
        at += line.len();
    }
    if let Some(start) = open {
        out.push((start as u32, at as u32));
    }
    out
}

fn is_library_path(path: &str) -> bool {
    ["node_modules/@modelcontextprotocol/", "node_modules/zod/"]
        .iter()
        .any(|p| path.contains(p))
}

/// The versions a server's tools are predicted for when the SDK or zod it runs are a bundle's
/// own copies, not the installed packages: each copy's version as [`copy_version`] finds it,
/// else the installed one, assumed and said so.
pub fn with_copies(ws: &Workspace, installed: &Installed, server: &ServerDef) -> Installed {
    let mut out = installed.clone();
    let mut files: Vec<FileId> = server.tools.iter().map(|t| t.span.file).collect();
    files.extend(server.server.as_ref().map(|sv| sv.span.file));
    files.sort_unstable();
    files.dedup();
    let files_import_the_sdk = files.iter().any(|&id| {
        let f = ws.file(id);
        ["\"@modelcontextprotocol/", "'@modelcontextprotocol/"]
            .iter()
            .any(|quoted| memmem::find(f.text.as_bytes(), quoted.as_bytes()).is_some())
    });
    let sources: Vec<_> = files.into_iter().map(|id| ws.file(id)).collect();
    let indexes: Vec<BundleIndex> = sources.iter().map(|f| BundleIndex::of(f)).collect();
    // registrations on a value not traced to its class run on whichever SDK the bundle has,
    // which is not known when it also imports the installed one
    let sdk_copy = match &server.server {
        Some(sv) => sv.copy,
        None => indexes.iter().any(|i| !i.sdk_classes.is_empty()),
    };
    if server.server.is_none() && sdk_copy && files_import_the_sdk {
        out.why.push(
            "the bundle carries its own copy of the SDK's `McpServer` and imports the installed SDK too, and toolsight could not trace which one the tools are registered on".into(),
        );
        return out;
    }
    let zod_copy = indexes.iter().any(BundleIndex::holds_zod);
    let copies = [("@modelcontextprotocol/sdk", sdk_copy), ("zod", zod_copy)];
    for (pkg, _) in copies.iter().filter(|c| c.1) {
        let stated = match *pkg {
            "zod" => stated_zod_version(installed, sources.iter().map(|f| &f.text[..])),
            _ => None,
        };
        match stated.map_or_else(|| copy_version(installed, pkg), Ok) {
            Ok(found) => {
                out.packages.insert(pkg.to_string(), found);
            }
            Err(why) => {
                let assumed = match installed.get(pkg) {
                    Some(f) => format!("assumed the installed {} ({})", f.version, f.source),
                    None => "assumed the verified model".to_string(),
                };
                out.why.push(format!("{why}; {assumed}"));
            }
        }
    }
    out
}

/// The version of `pkg` that a bundled copy of it has, as far as the package tells: its own
/// package.json pinning one exact version (in `dependencies` or `devDependencies`, which the
/// bundle was built from). Otherwise why it is not known, naming what the package asks for.
pub fn copy_version(installed: &Installed, pkg: &str) -> Result<Found, String> {
    let asked = installed
        .root
        .as_deref()
        .and_then(|root| declared_range(root, pkg));
    match asked {
        Some((range, field)) if is_exact(&range) => Ok(Found {
            version: range.clone(),
            source: format!("the bundle's own copy, pinned in package.json {field}"),
        }),
        Some((range, field)) => Err(format!(
            "the bundle carries its own copy of {pkg}, whose version it does not state; package.json {field} asks for `{range}`"
        )),
        None => Err(format!(
            "the bundle carries its own copy of {pkg}, whose version it does not state, and package.json does not name it"
        )),
    }
}

/// The version a bundled zod 4 copy states in its own `version` object (zod/v4/core's
/// `{ major, minor, patch }`, kept by every bundler since the library reads it), when the files
/// state exactly one and it fits the range package.json asks for. 4.0.0 is not taken: zod 3.25
/// carries a 4.0.0 core under that same object.
fn stated_zod_version<'t>(
    installed: &Installed,
    texts: impl Iterator<Item = &'t str>,
) -> Option<Found> {
    let mut stated: Vec<(u64, u64, u64)> = Vec::new();
    for text in texts {
        for v in version_objects(text) {
            if !stated.contains(&v) {
                stated.push(v);
            }
        }
    }
    let [(4, minor, patch)] = stated[..] else {
        return None;
    };
    if minor == 0 {
        return None;
    }
    let version = format!("4.{minor}.{patch}");
    let asked = installed
        .root
        .as_deref()
        .and_then(|root| declared_range(root, "zod"));
    if let Some((range, _)) = &asked {
        if !crate::targets::detect::satisfies(&version, range) {
            return None;
        }
    }
    Some(Found {
        version,
        source: "the bundle's own copy, which states its version (zod/v4/core's `version` object)"
            .into(),
    })
}

/// Every `{ major: N, minor: N, patch: N }` object literal in `text`, as written or minified.
fn version_objects(text: &str) -> Vec<(u64, u64, u64)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    for at in memmem::find_iter(bytes, b"major") {
        let before = bytes[..at].trim_ascii_end();
        if before.last() != Some(&b'{') {
            continue;
        }
        let mut rest = &bytes[at..];
        let mut parts = [0u64; 3];
        let mut ok = true;
        for (i, key) in ["major", "minor", "patch"].iter().enumerate() {
            let Some(after) = rest.strip_prefix(key.as_bytes()) else {
                ok = false;
                break;
            };
            let Some(after) = after.trim_ascii_start().strip_prefix(b":") else {
                ok = false;
                break;
            };
            let after = after.trim_ascii_start();
            let digits = after.iter().take_while(|b| b.is_ascii_digit()).count();
            let Some(n) = std::str::from_utf8(&after[..digits])
                .ok()
                .and_then(|d| d.parse().ok())
            else {
                ok = false;
                break;
            };
            parts[i] = n;
            let after = after[digits..].trim_ascii_start();
            let next = if i == 2 { b'}' } else { b',' };
            match after.split_first() {
                Some((&b, tail)) if b == next => rest = tail.trim_ascii_start(),
                _ => {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            out.push((parts[0], parts[1], parts[2]));
        }
    }
    out
}

/// `1.2.3` (a pre-release or build suffix allowed), not a range.
fn is_exact(range: &str) -> bool {
    let core = range.split(['-', '+']).next().unwrap_or_default();
    let parts: Vec<&str> = core.split('.').collect();
    parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
}

/// The range the package.json in `root` asks for `pkg`, and the field it is in.
fn declared_range(root: &Path, pkg: &str) -> Option<(String, &'static str)> {
    let text = std::fs::read_to_string(root.join("package.json")).ok()?;
    let manifest: serde_json::Value = serde_json::from_str(&text).ok()?;
    ["dependencies", "devDependencies"]
        .into_iter()
        .find_map(|field| {
            let range = manifest.get(field)?.get(pkg)?.as_str()?;
            Some((range.trim().to_string(), field))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_objects_are_read_as_written_and_minified() {
        let esbuild = "var version;\nvar init_versions = __esm(() => {\n  version = {\n    major: 4,\n    minor: 3,\n    patch: 6\n  };\n});";
        assert_eq!(version_objects(esbuild), vec![(4, 3, 6)]);
        assert_eq!(
            version_objects("x={major:4,minor:6,patch:6};var m=z(\"$ZodType\""),
            vec![(4, 6, 6)]
        );
        // not a literal of the three numbers: another library's parsed version
        assert!(version_objects("o = { major: +m[1], minor: +m[2], patch: +m[3] }").is_empty());
        assert!(version_objects("({ major: 4, minor: 3, patch: 6, pre: 1 })").is_empty());
        assert!(version_objects("f(major, minor)").is_empty());
    }

    #[test]
    fn a_bundled_zod_states_its_version_only_when_unambiguous() {
        let none = Installed::default();
        let one = "version = { major: 4, minor: 3, patch: 6 };";
        assert_eq!(
            stated_zod_version(&none, [one].into_iter()).map(|f| f.version),
            Some("4.3.6".into())
        );
        // zod 3.25's own 4.0.0 core: the same object, so 4.0.0 says nothing
        let core40 = "version = { major: 4, minor: 0, patch: 0 };";
        assert_eq!(stated_zod_version(&none, [core40].into_iter()), None);
        // two copies that disagree
        let two = "a = { major: 4, minor: 3, patch: 6 }; b = { major: 4, minor: 6, patch: 7 };";
        assert_eq!(stated_zod_version(&none, [two].into_iter()), None);
    }

    #[test]
    fn a_namespace_is_zod_only_with_the_whole_api_and_its_flavour_by_its_own_names() {
        let base = ZOD_NAMESPACE_KEYS.to_vec();
        let with = |extra: &[&'static str]| [base.clone(), extra.to_vec()].concat();
        assert_eq!(zod_api(&with(&["ZodFirstPartyTypeKind"])), Some(Api::Zod3));
        assert_eq!(
            zod_api(&with(&["ZodFirstPartyTypeKind", "toJSONSchema"])),
            Some(Api::Zod4)
        );
        assert_eq!(
            zod_api(&with(&["toJSONSchema", "ZodMiniType"])),
            Some(Api::Zod4Mini)
        );
        // neither flavour's own names: not known to be zod
        assert_eq!(zod_api(&base), None);
        // an object with a few of the names is some other library's
        assert_eq!(zod_api(&["object", "string", "toJSONSchema"]), None);
    }

    #[test]
    fn the_sections_of_the_sdk_and_zod_run_to_the_next_marker() {
        let src = "var a = 1;\n// node_modules/zod/v3/types.js\nvar b;\n// src/index.ts\nvar c;\n//#region ../node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js\nclass M {}\n//#endregion\nvar d;\n// a comment with words\n";
        let sections: Vec<&str> = library_sections(src, is_library_path)
            .into_iter()
            .map(|(s, e)| &src[s as usize..e as usize])
            .collect();
        assert_eq!(
            sections,
            [
                "// node_modules/zod/v3/types.js\nvar b;\n",
                "//#region ../node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js\nclass M {}\n"
            ]
        );
    }

    #[test]
    fn only_an_exact_version_is_a_pin() {
        for pin in ["1.32.2", "4.0.0-beta.1", "1.2.3+build"] {
            assert!(is_exact(pin), "{pin}");
        }
        for range in [
            "^1.32.2", "~4.3.6", "1.x", "1", ">=1.2.3", "1.2", "latest", "",
        ] {
            assert!(!is_exact(range), "{range}");
        }
    }
}
