//! Installed packages a module imports that are built on an MCP SDK or agent framework: their
//! tools are defined there, where toolsight does not read, so a module that holds no server but
//! imports one is reported by name instead of reading as a project with no tools.

use crate::syntax::Field;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use tree_sitter::Node;

use crate::span::Span;
use crate::ts::scope::string_value;
use crate::workspace::SourceFile;

/// The packages whose presence among a package's dependencies says it defines or serves tools.
const SDK_PACKAGES: &[&str] = &[
    "@modelcontextprotocol/sdk",
    "@modelcontextprotocol/server",
    "fastmcp",
    "@openai/agents",
    "@mastra/core",
    "@langchain/core",
];

/// A package's dependencies are looked into one level deep (a tools package built on the
/// project's own core package, which depends on the SDK), at most this many of them.
const MAX_INDIRECT: usize = 64;

/// Package manifests read per run; past it an import is not looked into (and not reported).
const MAX_MANIFESTS: usize = 512;

/// Names of each package's `dependencies` and `peerDependencies`, per manifest path, read once
/// per run (`None`: no manifest there, or not one toolsight could read).
#[derive(Default)]
pub struct Manifests {
    deps: HashMap<PathBuf, Option<Rc<[String]>>>,
}

impl Manifests {
    fn deps(&mut self, manifest: &Path) -> Option<Rc<[String]>> {
        if let Some(known) = self.deps.get(manifest) {
            return known.clone();
        }
        if self.deps.len() >= MAX_MANIFESTS {
            return None;
        }
        let read = std::fs::read_to_string(manifest)
            .ok()
            .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
            .map(|json| {
                ["dependencies", "peerDependencies"]
                    .iter()
                    .filter_map(|k| json.get(k)?.as_object())
                    .flat_map(|o| o.keys().cloned())
                    .collect::<Rc<[String]>>()
            });
        self.deps.insert(manifest.to_path_buf(), read.clone());
        read
    }

    /// The installed copy of `pkg` node would load from `dir`: its folder and dependencies.
    fn installed(&mut self, dir: &Path, pkg: &str) -> Option<(PathBuf, Rc<[String]>)> {
        dir.ancestors()
            .filter(|d| d.file_name().is_none_or(|n| n != "node_modules"))
            .map(|d| d.join("node_modules").join(pkg))
            .find_map(|root| {
                let deps = self.deps(&root.join("package.json"))?;
                Some((root, deps))
            })
    }
}

/// An import of an installed package that depends on an MCP SDK or agent framework.
pub struct SdkDependent {
    pub span: Span,
    pub package: String,
    pub sdk: String,
    /// The dependency of `package` that depends on `sdk`, when `package` does not directly.
    pub through: Option<String>,
}

/// The first import (`import`, `export ... from`, a top-level `require`) of `f` naming an
/// installed package that depends on an MCP SDK or agent framework, directly or through one of
/// its own dependencies.
pub fn sdk_dependent_import(f: &SourceFile, manifests: &mut Manifests) -> Option<SdkDependent> {
    let dir = f.path.parent()?;
    let src = f.text.as_str();
    let root = f.tree.root_node();
    let mut c = root.walk();
    let sources: Vec<Node> = root
        .named_children(&mut c)
        .filter_map(|stmt| module_source(stmt, src))
        .collect();
    sources.into_iter().find_map(|source| {
        let spec = string_value(src, source)?;
        let package = package_name(&spec)?;
        let (pkg_root, deps) = manifests.installed(dir, package)?;
        let (sdk, through) = depends_on_sdk(manifests, &pkg_root, &deps)?;
        Some(SdkDependent {
            span: Span::new(f.id, source.start_byte(), source.end_byte()),
            package: package.to_string(),
            sdk,
            through,
        })
    })
}

fn depends_on_sdk(
    manifests: &mut Manifests,
    pkg_root: &Path,
    deps: &[String],
) -> Option<(String, Option<String>)> {
    let direct = |deps: &[String]| {
        deps.iter()
            .find(|d| SDK_PACKAGES.contains(&d.as_str()))
            .cloned()
    };
    if let Some(sdk) = direct(deps) {
        return Some((sdk, None));
    }
    deps.iter().take(MAX_INDIRECT).find_map(|dep| {
        let (_, inner) = manifests.installed(pkg_root, dep)?;
        direct(&inner).map(|sdk| (sdk, Some(dep.clone())))
    })
}

/// The string naming the module a top-level statement imports or re-exports from.
fn module_source<'t>(stmt: Node<'t>, src: &str) -> Option<Node<'t>> {
    match stmt.kind() {
        "import_statement" | "export_statement" => stmt.field("source"),
        "lexical_declaration" | "variable_declaration" => {
            let mut c = stmt.walk();
            let value = stmt.named_children(&mut c).find_map(|d| d.field("value"))?;
            let callee = value.field("function")?;
            if crate::syntax::text(callee, src) != "require" {
                return None;
            }
            value.field("arguments")?.named_child(0)
        }
        _ => None,
    }
}

/// The package a bare specifier names (`@scope/pkg/sub` → `@scope/pkg`); `None` for relative
/// paths, Node's built-ins and the SDKs' own packages, which define no tools of the project.
fn package_name(spec: &str) -> Option<&str> {
    if spec.starts_with('.') || spec.starts_with('/') || spec.starts_with("node:") {
        return None;
    }
    let name = match spec.starts_with('@') {
        true => {
            let mut parts = spec.splitn(3, '/');
            let scope = parts.next()?;
            let pkg = parts.next().filter(|p| !p.is_empty())?;
            &spec[..scope.len() + 1 + pkg.len()]
        }
        false => spec.split('/').next()?,
    };
    let sdk_own = SDK_PACKAGES.contains(&name) || name.starts_with("@modelcontextprotocol/");
    (!sdk_own).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::package_name;

    #[test]
    fn package_names_of_bare_specifiers() {
        let cases = [
            ("@scope/pkg/sub/x.js", Some("@scope/pkg")),
            ("@scope/pkg", Some("@scope/pkg")),
            ("pkg/sub", Some("pkg")),
            ("pkg", Some("pkg")),
            ("@scope", None),
            ("./a.js", None),
            ("node:fs", None),
            ("@modelcontextprotocol/node", None),
            ("fastmcp", None),
        ];
        for (spec, name) in cases {
            assert_eq!(package_name(spec), name, "{spec}");
        }
    }
}
