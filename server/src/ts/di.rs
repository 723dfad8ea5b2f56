//! tsyringe, the dependency-injection container real servers build their tool registries with:
//! `container.resolve(ToolRegistry)` constructs the class with the values its constructor's
//! parameter decorators ask for (`@injectAll(ToolDefinitions)`: every value registered under
//! that token, in registration order), so the tool table a registry loops over is the list of
//! `container.register(ToolDefinitions, { useValue: tool })` calls of the program.

use std::rc::Rc;

use tree_sitter::Node;

use crate::syntax::{text, Field};
use crate::ts::eval::{bind_pattern, named_parts, node_at, params_of, Evaluator};
use crate::ts::value::{ClassVal, Env, InstanceVal, Value};
use crate::workspace::SourceFile;

/// The package whose container is modelled.
const PACKAGE: &str = "tsyringe";

/// How a registration call reads in the text, found before any tree is walked.
const NEEDLE: &[u8] = b".register(";

/// Registrations of one token read, at most.
const MAX_REGISTRATIONS: usize = 2_000;

/// What a constructor parameter is given by the container.
enum Injection {
    /// `@inject(token)`: the one value registered under the token.
    One(String),
    /// `@injectAll(token)`: every value registered under the token, as an array.
    All(String),
}

/// Whether `object` (the receiver of `.resolve(...)`) is tsyringe's global container: the
/// `container` import of the package, or, in an esbuild or bun bundle that carries its own copy,
/// the `container` of the bundle's `import_tsyringe` namespace.
pub fn is_container(ev: &Evaluator, f: &Rc<SourceFile>, object: Node, env: &Env) -> bool {
    let src = f.text.as_str();
    match object.kind() {
        "identifier" => matches!(ev.eval(f, object, env),
            Value::External { specifier, name } if &*specifier == PACKAGE && &*name == "container"),
        "member_expression" => {
            let named_container = object
                .field("property")
                .is_some_and(|p| text(p, src) == "container");
            let namespace = object.field("object").filter(|o| o.kind() == "identifier");
            named_container
                && namespace.is_some_and(|ns| {
                    bundled_namespace(text(ns, src))
                        || matches!(ev.eval(f, ns, env),
                            Value::Module(crate::ts::value::ModuleRef::External(s)) if &*s == PACKAGE)
                })
        }
        _ => false,
    }
}

/// esbuild and bun name a bundled package's namespace `import_<package>`, numbered when the
/// name is taken (`import_tsyringe10`).
fn bundled_namespace(name: &str) -> bool {
    name.strip_prefix("import_tsyringe")
        .is_some_and(|rest| rest.bytes().all(|b| b.is_ascii_digit()))
}

/// `container.resolve(arg)`: an instance of the class `arg`, its constructor given what its
/// parameter decorators ask for. A parameter without one is resolved by its type at run time,
/// which toolsight does not follow: unknown, with that reason.
pub fn resolve(ev: &Evaluator, f: &Rc<SourceFile>, call: Node, env: &Env) -> Value {
    let Some(arg) = call
        .field("arguments")
        .and_then(|a| named_parts(a).into_iter().next())
    else {
        return Value::unknown("a `container.resolve()` without an argument");
    };
    let Value::Class(class) = ev.eval(f, arg, env) else {
        return Value::unknown(format!(
            "what tsyringe's container resolves `{}` to",
            text(arg, &f.text)
        ));
    };
    let span = ev.span(f, call);
    let args: Vec<_> = injections(ev, &class)
        .into_iter()
        .map(|injection| {
            let value = match injection {
                Some(Injection::All(token)) => registered(ev, &token),
                Some(Injection::One(token)) => match registered(ev, &token) {
                    Value::Array(items) if items.len() == 1 => items[0].clone(),
                    Value::Array(items) => Value::unknown(format!(
                        "the value tsyringe injects for `{token}`, registered {} times",
                        items.len()
                    )),
                    other => other,
                },
                None => Value::unknown(
                    "a constructor parameter tsyringe resolves by its type, which toolsight does not follow",
                ),
            };
            (value, span)
        })
        .collect();
    Value::Instance(Rc::new(InstanceVal {
        class,
        args: args.into(),
        span,
    }))
}

/// Per constructor parameter of `class`, what its decorator injects: written on the parameter
/// (`constructor(@injectAll(T) defs)`), or compiled into the class's decoration
/// (`C = __decorate([__param(0, injectAll(T))], C)`, esbuild's `__legacyDecorateParamTS`).
fn injections(ev: &Evaluator, class: &ClassVal) -> Vec<Option<Injection>> {
    let f = ev.ws.file(class.file);
    let src = f.text.as_str();
    let Some(node) = node_at(&f, class.start, class.end) else {
        return Vec::new();
    };
    let Some(ctor) = node.field("body").and_then(|b| {
        named_parts(b).into_iter().find(|m| {
            m.kind() == "method_definition"
                && m.field("name")
                    .is_some_and(|n| text(n, src) == "constructor")
        })
    }) else {
        return Vec::new();
    };
    let params = params_of(ctor);
    let mut out: Vec<Option<Injection>> = params
        .iter()
        .map(|p| {
            let mut c = p.walk();
            let found = p
                .children(&mut c)
                .filter(|d| d.kind() == "decorator")
                .find_map(|d| injection_of(src, d.named_child(0)?));
            found
        })
        .collect();
    // `class C {}` and `let C = class C {}` (how esbuild and tsc write a decorated class)
    let own_name = node.field("name").map(|n| text(n, src));
    let bound_name = node
        .parent()
        .filter(|d| d.kind() == "variable_declarator")
        .and_then(|d| d.field("name"))
        .map(|n| text(n, src));
    for name in own_name.into_iter().chain(bound_name) {
        for (index, injection) in compiled_parameter_decorators(&f, name) {
            if let Some(slot) = out.get_mut(index) {
                slot.get_or_insert(injection);
            }
        }
    }
    out
}

/// `inject(T)` / `injectAll(T)`, called directly or through a namespace (`import_tsyringe9.injectAll(T)`).
fn injection_of(src: &str, call: Node) -> Option<Injection> {
    if call.kind() != "call_expression" {
        return None;
    }
    let callee = call.field("function")?;
    let name = match callee.kind() {
        "member_expression" => text(callee.field("property")?, src),
        "identifier" => text(callee, src),
        _ => return None,
    };
    let token = named_parts(call.field("arguments")?).into_iter().next()?;
    let token = token_name(src, token)?;
    match name {
        "inject" => Some(Injection::One(token)),
        "injectAll" => Some(Injection::All(token)),
        _ => None,
    }
}

/// A token as the program names it: an identifier or a string.
fn token_name(src: &str, token: Node) -> Option<String> {
    match token.kind() {
        "identifier" => Some(text(token, src).to_string()),
        "string" => crate::ts::scope::string_value(src, token),
        _ => None,
    }
}

/// The parameter decorators of the top-level `Class = decorate([...], Class)` statements of the
/// class's module, by parameter index.
fn compiled_parameter_decorators(f: &SourceFile, class: &str) -> Vec<(usize, Injection)> {
    let src = f.text.as_str();
    let mut out = Vec::new();
    for stmt in named_parts(f.tree.root_node()) {
        let Some(assign) = stmt.named_child(0).filter(|a| {
            stmt.kind() == "expression_statement" && a.kind() == "assignment_expression"
        }) else {
            continue;
        };
        let assigns_class = assign
            .field("left")
            .is_some_and(|l| l.kind() == "identifier" && text(l, src) == class);
        let Some(decorate) = assign
            .field("right")
            .filter(|r| assigns_class && r.kind() == "call_expression")
        else {
            continue;
        };
        let args = decorate
            .field("arguments")
            .map(named_parts)
            .unwrap_or_default();
        let [list, target, ..] = args[..] else {
            continue;
        };
        if list.kind() != "array" || text(target, src) != class {
            continue;
        }
        for item in named_parts(list) {
            let parts = item.field("arguments").map(named_parts).unwrap_or_default();
            let [index, decorator] = parts[..] else {
                continue;
            };
            let Ok(index) = text(index, src).parse::<usize>() else {
                continue;
            };
            if let Some(injection) = injection_of(src, decorator) {
                out.push((index, injection));
            }
        }
    }
    out
}

/// Every value registered under `token` in the run's modules, in the order the program
/// registers them: `x.register(token, { useValue: v })`, one value per pass of the `for ... of`
/// loops around it. A registration under a condition, or of a kind other than a value, makes
/// the list unknown, with the reason.
fn registered(ev: &Evaluator, token: &str) -> Value {
    let mut values = Vec::new();
    for path in ev.project().iter() {
        let Ok(id) = ev.ws.load(path) else { continue };
        let f = ev.ws.file(id);
        if !f.text.contains(token) {
            continue;
        }
        let mut calls: Vec<Node> = memchr::memmem::find_iter(f.text.as_bytes(), NEEDLE)
            .filter_map(|at| {
                let name = f
                    .tree
                    .root_node()
                    .descendant_for_byte_range(at + 1, at + NEEDLE.len() - 1)?;
                name.parent()?.parent()
            })
            .filter(|n| registers(&f.text, *n, token))
            .collect();
        calls.sort_by_key(|n| n.start_byte());
        for call in calls {
            if let Err(reason) = registration_values(ev, &f, call, &mut values) {
                return Value::unknown(reason);
            }
            if values.len() > MAX_REGISTRATIONS {
                return Value::unknown(format!(
                    "more than {MAX_REGISTRATIONS} values registered for `{token}`"
                ));
            }
        }
    }
    Value::Array(Rc::new(values))
}

/// Whether `call` is `x.register(token, { useValue | useClass | useFactory | useToken })`, a
/// dependency-injection registration rather than zod's `registry.register(schema, meta)`.
pub fn is_provider_registration(src: &str, call: Node) -> bool {
    call.field("arguments")
        .and_then(|a| named_parts(a).into_iter().nth(1))
        .filter(|p| p.kind() == "object")
        .is_some_and(|provider| {
            named_parts(provider).into_iter().any(|p| {
                p.kind() == "pair"
                    && p.field("key").is_some_and(|k| {
                        matches!(
                            text(k, src),
                            "useValue" | "useClass" | "useFactory" | "useToken"
                        )
                    })
            })
        })
}

/// Whether `n` is a call `x.register(token, ...)`.
fn registers(src: &str, n: Node, token: &str) -> bool {
    if n.kind() != "call_expression" {
        return false;
    }
    let is_register = n.field("function").is_some_and(|c| {
        c.kind() == "member_expression"
            && c.field("property")
                .is_some_and(|p| text(p, src) == "register")
    });
    is_register
        && n.field("arguments")
            .and_then(|a| named_parts(a).into_iter().next())
            .and_then(|t| token_name(src, t))
            .is_some_and(|t| t == token)
}

/// The values one `register` call adds, run once per pass of its enclosing `for ... of` loops.
fn registration_values(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    call: Node,
    out: &mut Vec<Value>,
) -> Result<(), String> {
    let src = f.text.as_str();
    let line = f.line_col(call.start_byte() as u32).line;
    let provider = call
        .field("arguments")
        .and_then(|a| named_parts(a).into_iter().nth(1))
        .filter(|p| p.kind() == "object")
        .ok_or_else(|| {
            format!("a tsyringe registration (line {line}) whose provider is not an object literal")
        })?;
    let value = named_parts(provider)
        .into_iter()
        .find(|p| {
            p.kind() == "pair" && p.field("key").is_some_and(|k| text(k, src) == "useValue")
        })
        .and_then(|p| p.field("value"))
        .ok_or_else(|| format!("a tsyringe registration (line {line}) of a class or factory, which toolsight does not construct"))?;
    let mut loops = Vec::new();
    let mut cur = call.parent();
    while let Some(n) = cur {
        match n.kind() {
            "for_in_statement" => {
                let of = {
                    let mut c = n.walk();
                    let of = n.children(&mut c).any(|t| !t.is_named() && text(t, src) == "of");
                    of
                };
                if !of {
                    return Err(format!("a tsyringe registration (line {line}) in a `for ... in` loop"));
                }
                loops.push(n);
            }
            "if_statement" | "ternary_expression" | "switch_statement" | "while_statement"
            | "do_statement" | "for_statement" | "binary_expression" | "catch_clause" => {
                return Err(format!(
                    "a tsyringe registration (line {line}) under a condition toolsight does not decide"
                ))
            }
            _ => {}
        }
        cur = n.parent();
    }
    let mut envs = vec![Env::default()];
    for lp in loops.into_iter().rev() {
        let (Some(left), Some(right)) = (lp.field("left"), lp.field("right")) else {
            return Err(format!(
                "an incomplete loop around a tsyringe registration (line {line})"
            ));
        };
        let mut next = Vec::new();
        for env in &envs {
            match ev.eval(f, right, env) {
                Value::Array(items) => next.extend(
                    items
                        .iter()
                        .map(|item| bind_pattern(ev, f, left, item.clone(), env.clone())),
                ),
                Value::Unknown(reason) => return Err(reason.to_string()),
                other => {
                    return Err(format!(
                        "the list a tsyringe registration (line {line}) loops over: {}",
                        other.describe()
                    ))
                }
            }
        }
        envs = next;
    }
    out.extend(envs.iter().map(|env| ev.eval(f, value, env)));
    Ok(())
}
