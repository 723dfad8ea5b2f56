//! The rule catalogue. Each rule lives in its own file with its metadata (id, default severity,
//! documentation), its check and its tests; the id is the one key used by diagnostics, docs,
//! configuration and suppression comments. Rules read the prediction, never the raw text alone.

mod annotation_contradiction;
mod annotation_missing;
mod call_order_instruction;
mod client_incompatible;
mod context_not_injected;
mod default_required;
mod description_budget;
mod description_dropped;
mod description_indented;
mod description_length;
mod description_overlap;
mod docstring_args_ignored;
mod error_result_generic;
mod handler_throws;
mod handwritten_converter_gap;
mod hidden_unicode;
mod instruction_to_agent;
mod int_sentinel_bounds;
mod missing_bounds;
mod missing_description;
mod open_object;
mod ref_in_schema;
mod root_emptied;
mod root_not_object;
mod sensitive_parameter;
mod side_effect_unstated;
mod tool_name_collision;
mod tool_name_invalid;
mod tool_name_portability;
mod tool_name_vague;
mod unknown_schema;
mod unrepresentable_type;
mod unresolved_registration;
mod webmcp_hint_missing;
mod zod_version_mismatch;

use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{Map, Value as Json};

use crate::config::{Config, ConfigError, Configs, Level};
use crate::ir::{Kind, SchemaRef, UnknownKeys};
pub use crate::model::{Applicability, Diagnostic, Edit, Fix, Severity};
use crate::model::{ServerPrediction, ToolPrediction};
use crate::span::{FileId, Span};
use crate::workspace::Workspace;

/// A rule's identity and documentation; the docs pages and `toolsight explain` are generated
/// from these.
#[derive(Debug)]
pub struct RuleMeta {
    pub id: &'static str,
    pub severity: Severity,
    /// One line: what it fires on.
    pub summary: &'static str,
    pub what: &'static str,
    pub why: &'static str,
    /// A TypeScript example that triggers it ("" for a rule of Python tools only).
    pub example: &'static str,
    /// A Python example that triggers it ("" for a rule with a `python_note` instead).
    pub python_example: &'static str,
    /// For a rule with no Python example: how it applies to Python tools, or why it never does.
    pub python_note: &'static str,
    pub fix: &'static str,
    /// Real reports behind the rule.
    pub references: &'static [&'static str],
}

/// What every rule sees: the workspace, the predicted servers, the configuration of each file,
/// and which part of its work is asked for.
pub struct Context<'a> {
    pub ws: &'a Workspace,
    pub servers: &'a [ServerPrediction],
    pub configs: &'a Configs,
    pub part: Part<'a>,
}

/// A rule's check has up to three parts, split by what they read. An edit inside one tool then
/// re-runs that tool's part and the cross-tool part, which reads small per-tool [`Facts`], and
/// keeps the rest: the language server answers a keystroke without re-checking every tool.
#[derive(Clone, Copy)]
pub enum Part<'a> {
    /// What can be said of one tool alone ([`tools`] yields just it, with its server).
    Tool { server: usize, tool: usize },
    /// What needs whole servers: failures that hide all their tools, hand-written converters
    /// ([`servers`] yields them).
    Servers,
    /// What compares tools with each other ([`facts`] gives their summaries).
    Cross(&'a Facts),
}

impl Context<'_> {
    /// A rule option from the `toolsight.toml` that applies to `span`'s file.
    pub fn option(&self, rule: &str, span: Span, key: &str) -> Option<toml::Value> {
        let path = self.ws.file(span.file).path.clone();
        self.configs
            .for_file(&path)
            .ok()?
            .options
            .get(rule)?
            .get(key)
            .cloned()
    }
}

pub trait Rule: Sync {
    fn meta(&self) -> &'static RuleMeta;
    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>);
}

/// Every rule, in catalogue order.
pub fn all() -> &'static [&'static dyn Rule] {
    &[
        &description_dropped::DescriptionDropped,
        &docstring_args_ignored::DocstringArgsIgnored,
        &unrepresentable_type::UnrepresentableType,
        &context_not_injected::ContextNotInjected,
        &root_emptied::RootEmptied,
        &root_not_object::RootNotObject,
        &ref_in_schema::RefInSchema,
        &zod_version_mismatch::ZodVersionMismatch,
        &default_required::DefaultRequired,
        &missing_bounds::MissingBounds,
        &open_object::OpenObject,
        &int_sentinel_bounds::IntSentinelBounds,
        &missing_description::MissingDescription,
        &description_length::DescriptionLength,
        &description_indented::DescriptionIndented,
        &description_budget::DescriptionBudget,
        &tool_name_invalid::ToolNameInvalid,
        &tool_name_portability::ToolNamePortability,
        &tool_name_vague::ToolNameVague,
        &tool_name_collision::ToolNameCollision,
        &annotation_contradiction::AnnotationContradiction,
        &annotation_missing::AnnotationMissing,
        &webmcp_hint_missing::WebMcpHintMissing,
        &hidden_unicode::HiddenUnicode,
        &instruction_to_agent::InstructionToAgent,
        &call_order_instruction::CallOrderInstruction,
        &side_effect_unstated::SideEffectUnstated,
        &description_overlap::DescriptionOverlap,
        &handler_throws::HandlerThrows,
        &error_result_generic::ErrorResultGeneric,
        &sensitive_parameter::SensitiveParameter,
        &client_incompatible::ClientIncompatible,
        &handwritten_converter_gap::HandwrittenConverterGap,
        &unknown_schema::UnknownSchema,
        &unresolved_registration::UnresolvedRegistration,
    ]
}

/// The parameter a loss at `/inputSchema/properties/<name>` (or at its `/description`) is of,
/// else the pointer itself.
fn lost_description_of(loss: &crate::model::Loss) -> String {
    loss.pointer
        .strip_prefix("/inputSchema/properties/")
        .map(|p| p.strip_suffix("/description").unwrap_or(p))
        .map_or_else(|| loss.pointer.clone(), crate::targets::segment_text)
}

pub fn find(id: &str) -> Option<&'static dyn Rule> {
    all().iter().copied().find(|r| r.meta().id == id)
}

/// Runs every rule with the default configuration.
pub fn check(ws: &Workspace, servers: &[ServerPrediction]) -> Vec<Diagnostic> {
    check_with(ws, servers, &Configs::default()).0
}

/// Runs every rule, applies each file's `toolsight.toml` (levels, `off`), drops findings
/// suppressed by a `toolsight-ignore` comment, and sorts them by position. Configuration errors
/// are returned, once per file.
pub fn check_with(
    ws: &Workspace,
    servers: &[ServerPrediction],
    configs: &Configs,
) -> (Vec<Diagnostic>, Vec<ConfigError>) {
    let (settled, errors) = find_all(ws, servers, configs, FixCheck::Now).settled(ws, configs);
    // the findings are gone, so each is usually the only holder of its diagnostic
    let owned = settled
        .into_iter()
        .map(|d| Rc::try_unwrap(d).unwrap_or_else(|shared| (*shared).clone()))
        .collect();
    (owned, errors)
}

/// What the rules found, kept by the part that found it (see [`Part`]). Each finding is shared
/// with the settled list made from it, so settling after an edit copies no finding.
#[derive(Debug, Clone)]
pub struct Findings {
    /// Per server, per tool (as in [`Facts`]): what the rules found looking at that tool.
    pub tools: Vec<Vec<Vec<Rc<Diagnostic>>>>,
    /// What they found looking at whole servers.
    pub servers: Vec<Rc<Diagnostic>>,
    pub facts: Facts,
    /// What they found comparing the tools' facts.
    pub cross: Vec<Rc<Diagnostic>>,
}

impl Findings {
    /// Every finding, as [`check_with`] returns them.
    pub fn settled(
        &self,
        ws: &Workspace,
        configs: &Configs,
    ) -> (Vec<Rc<Diagnostic>>, Vec<ConfigError>) {
        settle(ws, configs, self.all())
    }

    /// Every finding of every part.
    pub fn all(&self) -> impl Iterator<Item = &Rc<Diagnostic>> {
        self.tools
            .iter()
            .flatten()
            .flatten()
            .chain(&self.servers)
            .chain(&self.cross)
    }
}

/// What the cross-tool part of the rules reads of each tool: small enough to keep between edits
/// and to move with the text.
#[derive(Debug, Clone, Default)]
pub struct Facts {
    pub servers: Vec<ServerFacts>,
}

#[derive(Debug, Clone)]
pub struct ServerFacts {
    /// The server's constructor (or its first registration).
    pub span: Span,
    /// Whether `tools/list` succeeds.
    pub lists: bool,
    /// Whether these are a web page's WebMCP tools rather than a server's.
    pub page: bool,
    pub tools: Vec<ToolFacts>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ToolFacts {
    /// The registration.
    pub span: Span,
    /// The name on the wire (`?` when it is not a string).
    pub name: String,
    /// Whether that name is known, not a guess.
    pub name_known: bool,
    pub name_span: Span,
    /// The name as a model (and a name-normalising client) compares it.
    pub name_key: String,
    /// The lower-case words of the name (`getCart` → get, cart).
    pub name_words: Vec<String>,
    /// The characters of its name and descriptions that every request carries.
    pub cost: usize,
    /// Of those, the characters of its name and its own description only (what a WebMCP page
    /// is budgeted by).
    pub listed: usize,
    /// The words of its description, for telling tools apart.
    pub words: description_overlap::Words,
    /// Its `tools/list` entry as sent (compact JSON), for a budget in tokens.
    pub entry: std::sync::Arc<str>,
}

impl ToolFacts {
    pub fn of(t: &ToolPrediction) -> ToolFacts {
        ToolFacts {
            span: t.meta.span,
            name: tool_name(t).to_string(),
            name_key: tool_name_collision::normalized(tool_name(t)),
            name_words: annotation_contradiction::words(tool_name(t)),
            name_known: !missing_description::is_unknown(t, "/name")
                && t.wire.get("name").is_some_and(Json::is_string),
            name_span: name_span(t),
            cost: description_budget::cost(&t.wire),
            listed: description_budget::listed(&t.wire),
            words: description_overlap::Words::of(t.wire.get("description")),
            entry: serde_json::to_string(&t.wire).unwrap_or_default().into(),
        }
    }
}

impl Facts {
    pub fn of(servers: &[ServerPrediction]) -> Facts {
        Facts {
            servers: servers
                .iter()
                .map(|s| ServerFacts {
                    span: s.span,
                    lists: s.error.is_none(),
                    page: s.target.is_webmcp(),
                    tools: s.tools.iter().map(ToolFacts::of).collect(),
                })
                .collect(),
        }
    }
}

/// Runs every part of every rule.
pub fn find_all(
    ws: &Workspace,
    servers: &[ServerPrediction],
    configs: &Configs,
    fix_check: FixCheck,
) -> Findings {
    let spans = ToolSpans::of(servers);
    let tools = servers
        .iter()
        .enumerate()
        .map(|(si, s)| {
            (0..s.tools.len())
                .map(|ti| {
                    shared(check_tool(
                        ws,
                        servers,
                        configs,
                        (si, ti),
                        &spans,
                        fix_check,
                    ))
                })
                .collect()
        })
        .collect();
    let mut on_servers = Vec::new();
    let cx = Context {
        ws,
        servers,
        configs,
        part: Part::Servers,
    };
    for rule in all() {
        rule.check(&cx, &mut on_servers);
    }
    let facts = Facts::of(servers);
    let cross = shared(check_facts(ws, configs, &facts));
    Findings {
        tools,
        servers: shared(on_servers),
        facts,
        cross,
    }
}

pub fn shared(found: Vec<Diagnostic>) -> Vec<Rc<Diagnostic>> {
    found.into_iter().map(Rc::new).collect()
}

/// [`shared`], keeping the findings of `before` that are found again as they were: the
/// language server re-derives the cross-tool findings on every keystroke, and a finding kept
/// is one it need not convert again. Both lists are in rule order, so each finding is looked
/// for a few places ahead of the last one kept.
pub fn shared_keeping(found: Vec<Diagnostic>, before: &[Rc<Diagnostic>]) -> Vec<Rc<Diagnostic>> {
    const LOOK_AHEAD: usize = 8;
    let mut next = 0;
    found
        .into_iter()
        .map(|d| {
            let ahead = &before[next.min(before.len())..(next + LOOK_AHEAD).min(before.len())];
            match ahead.iter().position(|b| **b == d) {
                Some(at) => {
                    next += at + 1;
                    Rc::clone(&ahead[at])
                }
                None => Rc::new(d),
            }
        })
        .collect()
}

/// When a fix is shown to leave its statement parsing: `check` offers only fixes that do; the
/// language server, which checks the findings of a keystroke and applies a fix only when asked,
/// shows it then ([`fix_reparses_clean`]), and each reparse stays off the keystroke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FixCheck {
    Now,
    WhenApplied,
}

/// The tool part of every rule for tool `tool` of `servers[server]`.
pub fn check_tool(
    ws: &Workspace,
    servers: &[ServerPrediction],
    configs: &Configs,
    (server, tool): (usize, usize),
    spans: &ToolSpans,
    fix_check: FixCheck,
) -> Vec<Diagnostic> {
    let cx = Context {
        ws,
        servers,
        configs,
        part: Part::Tool { server, tool },
    };
    let mut out = Vec::new();
    for rule in all() {
        rule.check(&cx, &mut out);
    }
    // a fix that cannot be shown to change only this tool, into code that still parses, is not
    // offered: the finding stays, without it
    for d in &mut out {
        if d.fix.as_ref().is_some_and(|f| {
            spans.shared((server, tool), f)
                || fix_check == FixCheck::Now && !fix_reparses_clean(ws, f)
        }) {
            d.fix = None;
        }
    }
    // one failure never hides the rest: a tool of a server whose list fails is checked as it
    // will be listed once that failure is fixed, and says so
    if let Some(e) = servers.get(server).and_then(|s| s.error.as_ref()) {
        let once = once_fixed(ws, e);
        for d in &mut out {
            d.message.push_str(&once);
        }
    }
    out
}

/// Where each tool is made, per file, to answer [`ToolSpans::shared`] in logarithmic time:
/// asked once per fix, a scan of every tool would make `check` quadratic in the tools.
pub struct ToolSpans {
    files: HashMap<FileId, FileSpans>,
}

/// A tool by its server's index and its own.
type ToolAt = (usize, usize);

/// One file's tool spans by start, with, for each prefix of them, the two furthest ends of
/// different tools: an edit is inside some tool's span exactly when one of the spans starting
/// at or before the edit ends at or after it.
struct FileSpans {
    starts: Vec<u32>,
    furthest: Vec<[Option<(u32, ToolAt)>; 2]>,
}

impl ToolSpans {
    pub fn of(servers: &[ServerPrediction]) -> ToolSpans {
        ToolSpans::made_at(servers.iter().enumerate().flat_map(|(si, s)| {
            s.tools
                .iter()
                .enumerate()
                .map(move |(ti, t)| (t.source.span, (si, ti)))
        }))
    }

    fn made_at(tools: impl Iterator<Item = (Span, ToolAt)>) -> ToolSpans {
        let mut by_file: HashMap<FileId, Vec<(u32, u32, ToolAt)>> = HashMap::new();
        for (at, tool) in tools {
            by_file
                .entry(at.file)
                .or_default()
                .push((at.start, at.end, tool));
        }
        let files = by_file
            .into_iter()
            .map(|(file, mut spans)| {
                spans.sort_unstable();
                let mut best: [Option<(u32, ToolAt)>; 2] = [None, None];
                let furthest = spans
                    .iter()
                    .map(|&(_, end, id)| {
                        if best[0].is_none_or(|(e, _)| end > e) {
                            best = [Some((end, id)), best[0]];
                        } else if best[1].is_none_or(|(e, _)| end > e) {
                            best[1] = Some((end, id));
                        }
                        best
                    })
                    .collect();
                let starts = spans.iter().map(|s| s.0).collect();
                (file, FileSpans { starts, furthest })
            })
            .collect();
        ToolSpans { files }
    }

    /// Whether `fix`, for tool `own` (server, tool), edits the code another tool is also made
    /// from (a `TOOLS.map(...)` callback building every entry, a helper registering several
    /// tools), which would change all of them.
    fn shared(&self, own: ToolAt, fix: &Fix) -> bool {
        fix.edits.iter().any(|e| {
            let Some(f) = self.files.get(&e.span.file) else {
                return false;
            };
            let before = f.starts.partition_point(|&s| s <= e.span.start);
            let Some(furthest) = before.checked_sub(1).map(|i| f.furthest[i]) else {
                return false;
            };
            furthest
                .into_iter()
                .flatten()
                .any(|(end, id)| id != own && e.span.end <= end)
        })
    }
}

/// Whether `fix` leaves its file parsing as it did. The parse is of the statement holding the
/// edits, alone.
pub fn fix_reparses_clean(ws: &Workspace, fix: &Fix) -> bool {
    reparses_clean(ws, &fix.edits)
}

/// The smallest statement holding bytes `lo..hi` whose text parses alone without errors (tools
/// registered inside one large function are each checked on their own statement), else the
/// top-level statement holding them.
fn statement_around<'t>(
    root: tree_sitter::Node<'t>,
    src: &str,
    lang: crate::syntax::Lang,
    lo: usize,
    hi: usize,
) -> Option<tree_sitter::Node<'t>> {
    let mut n = root.descendant_for_byte_range(lo, hi)?;
    loop {
        let statement = n.kind().ends_with("statement") || n.kind().ends_with("declaration");
        if n.parent().is_some_and(|p| p.id() == root.id()) {
            return Some(n);
        }
        if statement
            && !n.has_error()
            && crate::syntax::parse_within(&src[n.byte_range()], lang, None)
                .is_ok_and(|(tree, _)| !tree.root_node().has_error())
        {
            return Some(n);
        }
        n = n.parent()?;
    }
}

/// Whether the edits (all in one file) leave the statement holding them parsing without errors
/// where it parsed without them. Edits in several top-level statements (an import added for
/// the change below it) are checked statement by statement.
fn reparses_clean(ws: &Workspace, edits: &[crate::model::Edit]) -> bool {
    let Some(first) = edits.first() else {
        return true;
    };
    if edits.iter().any(|e| e.span.file != first.span.file) {
        return false;
    }
    let f = ws.file(first.span.file);
    let root = f.tree.root_node();
    let (lo, hi) = edits.iter().fold((usize::MAX, 0), |(lo, hi), e| {
        (lo.min(e.span.start as usize), hi.max(e.span.end as usize))
    });
    if let Some(chain) = chain_around(root, f.lang, lo, hi) {
        return expression_reparses_clean(&f, chain, edits);
    }
    if let Some(statement) = statement_around(root, &f.text, f.lang, lo, hi) {
        return statement_reparses_clean(&f, statement, edits);
    }
    let mut groups: Vec<(tree_sitter::Node, Vec<crate::model::Edit>)> = Vec::new();
    for e in edits {
        let (a, b) = (e.span.start as usize, e.span.end as usize);
        // an insertion at a statement's end belongs to that statement
        let Some(statement) = statement_around(root, &f.text, f.lang, a, b).or_else(|| {
            (a == b && a > 0)
                .then(|| statement_around(root, &f.text, f.lang, a - 1, a))
                .flatten()
        }) else {
            return false;
        };
        match groups.iter_mut().find(|(s, _)| s.id() == statement.id()) {
            Some((_, group)) => group.push(e.clone()),
            None => groups.push((statement, vec![e.clone()])),
        }
    }
    groups
        .iter()
        .all(|(statement, group)| statement_reparses_clean(&f, *statement, group))
}

/// The innermost call or member chain (`z.string().optional().describe("…")`) holding bytes
/// `lo..hi` (an insertion at its start or end included), in TypeScript or JavaScript, where it
/// stands as a value: an argument, an element, a property's value or a declarator's. Replacing
/// such a value with one other expression keeps the code around it as it was. Most fixes edit such a chain, and proving one on the chain
/// alone parses a few dozen bytes instead of the whole registration: that proof was a third of a
/// cold `check` (docs/benchmarks.md).
fn chain_around(
    root: tree_sitter::Node,
    lang: crate::syntax::Lang,
    lo: usize,
    hi: usize,
) -> Option<tree_sitter::Node> {
    use crate::syntax::Field as _;
    if !lang.is_typescript() {
        return None;
    }
    let mut cursor = root.walk();
    let mut innermost = None;
    loop {
        let n = cursor.node();
        let holds = n.start_byte() <= lo && hi <= n.end_byte();
        if !holds {
            break;
        }
        if matches!(n.kind(), "call_expression" | "member_expression") {
            let value = n.parent().is_some_and(|p| match p.kind() {
                "arguments" | "array" => true,
                "pair" | "variable_declarator" => {
                    p.field("value").is_some_and(|v| v.id() == n.id())
                }
                _ => false,
            });
            if value {
                innermost = Some(n);
            }
        }
        // an insertion where a chain ends (`.max(200)` appended) is looked for inside it
        let probe = if lo == hi { lo.saturating_sub(1) } else { lo };
        if cursor.goto_first_child_for_byte(probe).is_none() {
            break;
        }
    }
    innermost
}

/// Whether the edits leave `chain` one expression that parses without errors: `x = (…);` with
/// the edited text in place must be a single assignment of a single expression, so that a comma
/// or a closing bracket the edits add cannot pass.
fn expression_reparses_clean(
    f: &crate::workspace::SourceFile,
    chain: tree_sitter::Node,
    edits: &[crate::model::Edit],
) -> bool {
    use crate::syntax::Field as _;
    if chain.has_error() {
        return true;
    }
    let Some(edited) = edited_text(f, chain, edits) else {
        return false;
    };
    const BEFORE: &str = "x = (";
    let wrapped = format!("{BEFORE}{edited}\n);");
    let Ok((tree, _)) = crate::syntax::parse_within(&wrapped, f.lang, None) else {
        return false;
    };
    let program = tree.root_node();
    if program.has_error() || program.named_child_count() != 1 {
        return false;
    }
    let single = program
        .named_child(0)
        .filter(|s| s.kind() == "expression_statement")
        .and_then(|s| s.named_child(0))
        .filter(|a| a.kind() == "assignment_expression")
        .and_then(|a| a.field("right"))
        .filter(|r| r.kind() == "parenthesized_expression" && r.named_child_count() == 1)
        .and_then(|r| r.named_child(0));
    single.is_some_and(|e| {
        e.kind() != "sequence_expression"
            && e.start_byte() == BEFORE.len()
            && e.end_byte() == BEFORE.len() + edited.len()
    })
}

/// [`reparses_clean`] for edits within `statement`.
fn statement_reparses_clean(
    f: &crate::workspace::SourceFile,
    statement: tree_sitter::Node,
    edits: &[crate::model::Edit],
) -> bool {
    if statement.has_error() {
        // nothing to keep clean; the edit is checked by what it inserts only
        return true;
    }
    let Some(edited) = edited_text(f, statement, edits) else {
        return false;
    };
    crate::syntax::parse_within(&edited, f.lang, None)
        .is_ok_and(|(tree, _)| !tree.root_node().has_error())
}

/// The text of `node` with `edits` (offsets into the file) applied, unless they overlap or fall
/// off its characters.
fn edited_text(
    f: &crate::workspace::SourceFile,
    node: tree_sitter::Node,
    edits: &[crate::model::Edit],
) -> Option<String> {
    let base = node.start_byte();
    let local: Vec<crate::model::Edit> = edits
        .iter()
        .map(|e| crate::model::Edit {
            span: Span::new(
                e.span.file,
                e.span.start as usize - base,
                e.span.end as usize - base,
            ),
            text: e.text.clone(),
        })
        .collect();
    apply_edits(&f.text[node.byte_range()], &local)
}

/// `text` with `edits` (offsets into it) applied, unless they overlap or fall off its characters.
fn apply_edits(text: &str, edits: &[crate::model::Edit]) -> Option<String> {
    let mut sorted: Vec<&crate::model::Edit> = edits.iter().collect();
    sorted.sort_by_key(|e| std::cmp::Reverse((e.span.start, e.span.end)));
    let mut out = text.to_string();
    let mut limit = text.len();
    for e in sorted {
        let (a, b) = (e.span.start as usize, e.span.end as usize);
        if a > b || b > limit || !out.is_char_boundary(a) || !out.is_char_boundary(b) {
            return None;
        }
        out.replace_range(a..b, &e.text);
        limit = a;
    }
    Some(out)
}

/// ` (once … no longer fails …)`: what a finding of a tool of a failing server waits on.
pub fn once_fixed(ws: &Workspace, e: &crate::model::ServerError) -> String {
    let at = e.cause.unwrap_or(e.span);
    let file = ws.file(at.file);
    let lc = file.line_col(at.start);
    let written: String = file.text[at.start as usize..at.end as usize]
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let written = match written.char_indices().nth(40) {
        Some((cut, _)) => format!("{}…", &written[..cut]),
        None => written,
    };
    let what = match e.stage {
        "load" => "stops the server module from loading",
        _ => "fails the whole tools/list",
    };
    format!(
        " (once `{written}` at {}:{}, which {what}, is fixed)",
        lc.line, lc.column
    )
}

/// The cross-tool part of every rule.
pub fn check_facts(ws: &Workspace, configs: &Configs, facts: &Facts) -> Vec<Diagnostic> {
    let cx = Context {
        ws,
        servers: &[],
        configs,
        part: Part::Cross(facts),
    };
    let mut out = Vec::new();
    for rule in all() {
        rule.check(&cx, &mut out);
    }
    out
}

/// Applies each file's `toolsight.toml` (levels, `off`) and `toolsight-ignore` comments, and
/// sorts the findings by position (this runs on every keystroke in the language server).
/// A file's configuration, and whether it has a suppression comment at all.
type FileSettings = (Result<Rc<Config>, ConfigError>, bool);

/// The order findings are reported in.
type SortKey = (FileId, u32, &'static str);

fn settle<'d>(
    ws: &Workspace,
    configs: &Configs,
    found: impl Iterator<Item = &'d Rc<Diagnostic>>,
) -> (Vec<Rc<Diagnostic>>, Vec<ConfigError>) {
    let mut errors: Vec<ConfigError> = Vec::new();
    // by file id (small and dense; this runs on every keystroke of the language server)
    let mut files: Vec<Option<FileSettings>> = Vec::new();
    // the sort key is kept beside each finding, so sorting reads no finding
    let mut kept: Vec<(SortKey, &Rc<Diagnostic>, Severity)> = found
        .filter_map(|d| {
            let at = d.span.file.0 as usize;
            if files.len() <= at {
                files.resize_with(at + 1, || None);
            }
            let (config, may_suppress) = files[at].get_or_insert_with(|| {
                let f = ws.file(d.span.file);
                let may_suppress =
                    memchr::memmem::find(f.text.as_bytes(), SUPPRESSION.as_bytes()).is_some();
                (configs.for_file(&f.path), may_suppress)
            });
            let severity = match config {
                Ok(c) => match c.level(d.rule, d.severity) {
                    Level::Off => return None,
                    Level::On(sev) => sev,
                },
                Err(e) => {
                    if !errors.contains(e) {
                        errors.push(e.clone());
                    }
                    d.severity
                }
            };
            let key = (d.span.file, d.span.start, d.rule);
            (!(*may_suppress && suppressed(ws, d))).then_some((key, d, severity))
        })
        .collect();
    kept.sort_by_key(|(key, ..)| *key);
    kept.dedup_by(|(_, a, _), (_, b, _)| {
        a.rule == b.rule && a.span == b.span && a.message == b.message
    });
    let out = kept
        .into_iter()
        .map(|(_, d, severity)| {
            if severity == d.severity {
                Rc::clone(d)
            } else {
                Rc::new(Diagnostic {
                    severity,
                    ..(**d).clone()
                })
            }
        })
        .collect();
    (out, errors)
}

const SUPPRESSION: &str = "toolsight-ignore:";

/// `// toolsight-ignore: rule-id reason` on the line above the finding (or at the end of its
/// line) silences that rule there.
fn suppressed(ws: &Workspace, d: &Diagnostic) -> bool {
    let f = ws.file(d.span.file);
    let text = f.text.as_str();
    let start = (d.span.start as usize).min(text.len());
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let prev_start = text[..line_start.saturating_sub(1)]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let lines = [
        &text[prev_start..line_start.saturating_sub(1).max(prev_start)],
        &text[line_start..line_end],
    ];
    lines.iter().any(|l| {
        l.split(SUPPRESSION).skip(1).any(|rest| {
            rest.split([',', ' ', '\t'])
                .filter(|w| !w.is_empty())
                .take_while(|w| w.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
                .any(|w| w == d.rule)
        })
    })
}

/// A rule's documentation page (Markdown), as `toolsight explain` prints it and `docs/rules/`
/// holds it.
pub fn docs_page(m: &RuleMeta) -> String {
    let mut out = format!(
        "# `{}`\n\nDefault severity: **{}**. {}\n\n",
        m.id,
        m.severity,
        capitalize(m.summary)
    );
    out.push_str(&format!(
        "## What it does\n\n{}\n\n## Why it matters\n\n{}\n\n",
        m.what, m.why
    ));
    out.push_str("## Example\n\n");
    let both = !m.example.is_empty() && !m.python_example.is_empty();
    for (language, fence, example) in [
        ("TypeScript", "ts", m.example),
        ("Python", "python", m.python_example),
    ] {
        if example.is_empty() {
            continue;
        }
        if both {
            out.push_str(&format!("{language}:\n\n"));
        }
        out.push_str(&format!("```{fence}\n{}\n```\n\n", example.trim_end()));
    }
    if !m.python_note.is_empty() {
        out.push_str(&format!("Python: {}\n\n", m.python_note));
    }
    out.push_str(&format!("## How to fix\n\n{}\n\n", m.fix));
    out.push_str(&format!(
        "## Configuration\n\nIn `toolsight.toml`: `[rules] {} = \"off\"` (or `\"info\"`, `\"warning\"`, `\"error\"`). In `pyproject.toml`: the same keys under `[tool.toolsight.rules]`. In source, on the line above: {}.\n",
        m.id,
        suppression_comments(m)
    ));
    if !m.references.is_empty() {
        out.push_str("\n## Reported in the wild\n\n");
        for r in m.references {
            out.push_str(&format!("- {r}\n"));
        }
    }
    out
}

/// The suppression comment in each language the rule has an example in.
fn suppression_comments(m: &RuleMeta) -> String {
    let ts = format!("`// toolsight-ignore: {} <reason>`", m.id);
    let py = format!("`# toolsight-ignore: {} <reason>`", m.id);
    match (m.example.is_empty(), m.python_example.is_empty()) {
        (false, true) => ts,
        (true, false) => py,
        _ => format!("{ts} in TypeScript, {py} in Python"),
    }
}

/// The index page of `docs/rules/`.
pub fn docs_index() -> String {
    let mut out = String::from("# Rules\n\nGenerated from the rule files (`server/src/rules/`); `cargo test` fails when this folder is stale, and `TOOLSIGHT_UPDATE_DOCS=1 cargo test -p toolsight --test docs` rewrites it.\n\n| rule | default | fires when |\n|---|---|---|\n");
    for r in all() {
        let m = r.meta();
        out.push_str(&format!(
            "| [`{}`]({}.md) | {} | {} |\n",
            m.id, m.id, m.severity, m.summary
        ));
    }
    out
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => {
            f.to_uppercase().collect::<String>()
                + c.as_str()
                + if s.ends_with('.') { "" } else { "." }
        }
        None => String::new(),
    }
}

// ---- helpers shared by rules ----

/// The tool the tool part of a rule looks at, with its server. A server whose list fails still
/// has its other tools looked at, as they will be listed once the failure is fixed.
pub fn tools<'a>(
    cx: &'a Context,
) -> impl Iterator<Item = (&'a ServerPrediction, &'a ToolPrediction)> {
    let one = match cx.part {
        Part::Tool { server, tool } => cx
            .servers
            .get(server)
            .and_then(|s| s.tools.get(tool).map(|t| (s, t))),
        _ => None,
    };
    one.into_iter()
}

/// The servers the server part of a rule looks at: all of them, in that part only.
pub fn servers<'a>(cx: &'a Context) -> &'a [ServerPrediction] {
    match cx.part {
        Part::Servers => cx.servers,
        _ => &[],
    }
}

/// The tools' facts, in the cross-tool part of a rule only.
pub fn facts<'a>(cx: &'a Context) -> Option<&'a Facts> {
    match cx.part {
        Part::Cross(f) => Some(f),
        _ => None,
    }
}

pub fn tool_name(t: &ToolPrediction) -> &str {
    t.wire.get("name").and_then(|n| n.as_str()).unwrap_or("?")
}

/// Where the tool's name is written.
pub fn name_span(t: &ToolPrediction) -> Span {
    t.source.name_span
}

/// The tool of this part with the description it sends, when toolsight knows it, and where
/// that text is written (the tool's name when it is not written as one literal).
pub fn described_tool<'a>(cx: &'a Context) -> Option<(&'a ToolPrediction, &'a str, Span)> {
    let (_, t) = tools(cx).next()?;
    if missing_description::is_unknown(t, "/description") {
        return None;
    }
    let text = t.wire.get("description")?.as_str()?;
    let at = t
        .source
        .map
        .literal("/description")
        .unwrap_or_else(|| name_span(t));
    Some((t, text, at))
}

/// The schema node behind a wire JSON pointer such as `/inputSchema/properties/limit`, for
/// pointing at the source; falls back to the closest enclosing node, then to the deepest part
/// the source map knows, then the registration.
pub fn locate(t: &ToolPrediction, pointer: &str) -> Span {
    if let Some((node, _)) = walk_pointer(t, pointer) {
        return node.span;
    }
    // no schema node: where the source map says the part is written
    t.source
        .map
        .nearest(pointer)
        .map_or(t.meta.span, |w| w.value)
}

/// The schema node a wire pointer (`/inputSchema/properties/a/items`) is converted from, only
/// when every step of the pointer was followed to it.
pub fn node_at(t: &ToolPrediction, pointer: &str) -> Option<SchemaRef> {
    walk_pointer(t, pointer).and_then(|(node, whole)| whole.then_some(node))
}

/// The deepest schema node the pointer reaches from the tool's schema it lands in, and whether
/// that node is the pointer's whole way.
fn walk_pointer(t: &ToolPrediction, pointer: &str) -> Option<(SchemaRef, bool)> {
    let (prefix, root) = t
        .schemas
        .iter()
        .find(|(prefix, _)| pointer.starts_with(prefix.as_str()))?;
    let rest = &pointer[prefix.len()..];
    let mut node = root.clone();
    let segments: Vec<&str> = rest.split('/').filter(|s| !s.is_empty()).collect();
    let mut i = 0;
    while i < segments.len() {
        let next = match (segments[i], segments.get(i + 1)) {
            ("properties", Some(key)) => {
                i += 1;
                object_shape(&node)
                    .and_then(|shape| shape.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()))
            }
            ("items", _) => array_element(&node),
            _ => None,
        };
        match next {
            Some(n) => node = n,
            None => return Some((node, false)),
        }
        i += 1;
    }
    Some((node, true))
}

/// The object shape under wrappers, for walking property pointers.
pub fn object_shape(s: &SchemaRef) -> Option<Vec<(String, SchemaRef)>> {
    match &unwrap(s).kind {
        Kind::Object { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

fn array_element(s: &SchemaRef) -> Option<SchemaRef> {
    match &unwrap(s).kind {
        Kind::Array { element, .. } => Some(element.clone()),
        _ => None,
    }
}

/// Strips the wrappers that do not change what a property is (optional, nullable, default, …).
pub fn unwrap(s: &SchemaRef) -> SchemaRef {
    let mut cur = s.clone();
    loop {
        let next = match &cur.kind {
            Kind::Optional(i)
            | Kind::Nullable(i)
            | Kind::Readonly(i)
            | Kind::Branded(i)
            | Kind::NonOptional(i)
            | Kind::Promise(i) => i.clone(),
            Kind::Default { inner, .. }
            | Kind::Prefault { inner, .. }
            | Kind::Catch { inner, .. }
            | Kind::Effects { inner, .. } => inner.clone(),
            Kind::Lazy(t) => match t.get() {
                Some(i) => i,
                None => return cur,
            },
            _ => return cur,
        };
        cur = next;
    }
}

/// The input properties of a tool on the wire (nested ones included), with their pointers.
pub fn input_properties(t: &ToolPrediction) -> Vec<(String, String, &Json)> {
    t.wire
        .get("inputSchema")
        .map(|s| properties(s, "/inputSchema"))
        .unwrap_or_default()
}

/// Every property schema of a wire JSON Schema, with its pointer (recursing into nested objects,
/// array items and union branches).
pub fn properties<'j>(schema: &'j Json, pointer: &str) -> Vec<(String, String, &'j Json)> {
    let mut out = Vec::new();
    walk_properties(schema, pointer, &mut out);
    out
}

fn walk_properties<'j>(schema: &'j Json, pointer: &str, out: &mut Vec<(String, String, &'j Json)>) {
    let Json::Object(m) = schema else { return };
    if let Some(Json::Object(props)) = m.get("properties") {
        for (k, v) in props {
            let p = format!(
                "{pointer}/properties/{}",
                crate::targets::pointer_segment(k)
            );
            out.push((k.clone(), p.clone(), v));
            walk_properties(v, &p, out);
        }
    }
    if let Some(items) = m.get("items") {
        if items.is_object() {
            walk_properties(items, &format!("{pointer}/items"), out);
        }
    }
    for key in ["anyOf", "oneOf", "allOf"] {
        if let Some(Json::Array(branches)) = m.get(key) {
            for (i, b) in branches.iter().enumerate() {
                walk_properties(b, &format!("{pointer}/{key}/{i}"), out);
            }
        }
    }
}

/// The JSON Schema keywords of an object, empty for `true`/`{}`.
pub fn keywords(j: &Json) -> Map<String, Json> {
    j.as_object().cloned().unwrap_or_default()
}

/// Whether an IR object is closed to unknown keys (used by several compatibility checks).
pub fn is_strict(s: &SchemaRef) -> bool {
    matches!(
        &unwrap(s).kind,
        Kind::Object {
            unknown_keys: UnknownKeys::Strict,
            ..
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` as the file `path` of `ws`, and an edit inserting into it just after `z.string()`.
    fn insertion(
        ws: &mut Workspace,
        path: &str,
        text: &str,
    ) -> impl Fn(&str) -> crate::model::Edit {
        ws.set_overlay(path, text.to_string());
        let file = ws.load(std::path::Path::new(path)).unwrap();
        let at = text.find("z.string()").unwrap() + "z.string()".len();
        move |inserted| crate::model::Edit {
            span: Span::new(file, at, at),
            text: inserted.into(),
        }
    }

    #[test]
    fn a_fix_is_shared_when_its_edit_lies_in_code_another_tool_is_made_from() {
        let (a, b) = (FileId(0), FileId(1));
        // two tools made by one callback (10..50), one inside it made alone (20..30), and
        // one in another file over the same bytes
        let spans = ToolSpans::made_at(
            [
                (Span::new(a, 10, 50), (0, 0)),
                (Span::new(a, 10, 50), (0, 1)),
                (Span::new(a, 60, 90), (0, 2)),
                (Span::new(b, 0, 100), (1, 0)),
            ]
            .into_iter(),
        );
        let fix = |file, start, end| Fix {
            title: String::new(),
            edits: vec![crate::model::Edit {
                span: Span::new(file, start, end),
                text: String::new(),
            }],
            applicability: Applicability::Unsafe,
        };
        assert!(spans.shared((0, 0), &fix(a, 20, 25)));
        assert!(spans.shared((0, 1), &fix(a, 10, 50)));
        assert!(!spans.shared((0, 2), &fix(a, 70, 80)));
        // partly outside every span but its own
        assert!(!spans.shared((0, 2), &fix(a, 45, 70)));
        assert!(spans.shared((0, 2), &fix(a, 45, 50)));
        assert!(!spans.shared((1, 0), &fix(b, 20, 25)));
        assert!(!spans.shared((0, 0), &fix(FileId(2), 20, 25)));
        assert!(spans.shared((1, 0), &fix(a, 65, 66)));
    }

    #[test]
    fn a_fix_that_breaks_the_syntax_of_its_statement_is_refused() {
        let mut ws = Workspace::new();
        let text =
            "const a = z.string();\nserver.registerTool(\"t\", { inputSchema: { a } }, h);\n";
        let insert = insertion(&mut ws, "/p/server.ts", text);
        assert!(reparses_clean(&ws, &[insert(".max(200)")]));
        assert!(!reparses_clean(&ws, &[insert(".max(200")]));
        assert!(!reparses_clean(&ws, &[insert("; }")]));
        // edits overlapping each other are not applied at all
        let mut cut = insert("");
        cut.span.start -= 3;
        cut.span.end += 1;
        assert!(!reparses_clean(&ws, &[insert(".max(1)"), cut]));

        // inside a function, the statement holding the edit is parsed alone
        let nested = "export function register() {\n  const a = z.string();\n}\n";
        let insert = insertion(&mut ws, "/p/nested.ts", nested);
        assert!(reparses_clean(&ws, &[insert(".max(200)")]));
        // `; }` closes the function early: the inner statement alone no longer parses
        assert!(!reparses_clean(&ws, &[insert("; }")]));

        // inside a chain that is a property's value, the chain is parsed alone, and must stay
        // one expression
        let chained =
            "server.registerTool(\"t\", { inputSchema: { a: z.string().describe(\"x\") } }, h);\n";
        let insert = insertion(&mut ws, "/p/chained.ts", chained);
        let at = chained.find(".describe").unwrap();
        let id = insert("").span.file;
        let file = ws.file(id);
        let chain = chain_around(
            file.tree.root_node(),
            crate::syntax::Lang::TypeScript,
            at,
            at,
        )
        .unwrap();
        assert_eq!(&chained[chain.byte_range()], "z.string().describe(\"x\")");
        assert!(reparses_clean(&ws, &[insert(".max(200)")]));
        assert!(!reparses_clean(&ws, &[insert(".max(200")]));
        assert!(!reparses_clean(&ws, &[insert(", y")]));
        assert!(!reparses_clean(&ws, &[insert(") }, { b: (1")]));
        // an insertion at a chain's end is proven on that chain
        let ended =
            "server.registerTool(\"t\", { inputSchema: { a: z.string(), b: z.number() } }, h);\n";
        let insert = insertion(&mut ws, "/p/ended.ts", ended);
        let at = insert("").span.start as usize;
        let file = ws.file(insert("").span.file);
        let chain = chain_around(
            file.tree.root_node(),
            crate::syntax::Lang::TypeScript,
            at,
            at,
        )
        .unwrap();
        assert_eq!(&ended[chain.byte_range()], "z.string()");
        assert!(reparses_clean(&ws, &[insert(".max(200)")]));
        assert!(!reparses_clean(&ws, &[insert(", c")]));
    }

    #[test]
    fn rule_ids_are_unique_kebab_case_and_documented() {
        let mut ids = Vec::new();
        for r in all() {
            let m = r.meta();
            assert!(
                m.id.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{}",
                m.id
            );
            assert!(!ids.contains(&m.id), "duplicate id {}", m.id);
            ids.push(m.id);
            for (field, text) in [
                ("summary", m.summary),
                ("what", m.what),
                ("why", m.why),
                ("example", &format!("{}{}", m.example, m.python_example)),
                ("fix", m.fix),
            ] {
                assert!(!text.trim().is_empty(), "{} has no {field}", m.id);
            }
            // the docs page speaks of Python tools either way
            assert!(
                m.python_example.is_empty() != m.python_note.is_empty(),
                "{} needs exactly one of a Python example and a Python note",
                m.id
            );
        }
    }
}
