//! `docstring-args-ignored`: a parameter documented in a docstring section the framework in use
//! does not read, or a docstring entry that silently replaces a parameter's written description.

use super::{tool_name, tools, Applicability, Context, Diagnostic, Fix, Rule, RuleMeta, Severity};
use crate::frontend::{self, Change};
use crate::model::{Loss, ToolPrediction};

pub struct DocstringArgsIgnored;

static META: RuleMeta = RuleMeta {
    id: "docstring-args-ignored",
    severity: Severity::Warning,
    summary: "a parameter documented only in a docstring section the framework in use ignores, or whose docstring entry silently replaces its `Field(description=...)`",
    what: "Reads each Python tool's docstring in every style (Google `Args:`, NumPy `Parameters`, Sphinx `:param x:`) and compares its entries with what the framework sends. It fires on an entry whose text reaches no property: the MCP SDK (1.x and 2.x), fastmcp 2 and langchain's `@tool` without `parse_docstring=True` read no docstring section, and the parsers of fastmcp 3/4 and openai-agents miss entries written in ways they do not recognise (a section header on the first line). It also fires, on the `Field(description=...)`, where openai-agents or langchain with `parse_docstring=True` send the docstring entry instead of the text written in `Field`.",
    why: "The parameter looks documented in the source, and is not on the wire: the model sees the name and the type only, or a text other than the one the author last edited. With the SDK the whole docstring, `Args:` block included, becomes the tool's description, so the text is sent, but not where the model looks for a parameter's meaning.",
    example: "",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\ndef search(query: str, limit: int = 10) -> list[str]:\n    \"\"\"Search the notes.\n\n    Args:\n        query: Words to look for.\n        limit: How many results to return, at most 50.\n    \"\"\"",
    python_note: "",
    fix: "Describe the parameter where every framework reads it: `query: Annotated[str, Field(description=\"Words to look for.\")]` (from `typing` and `pydantic`). Where the framework parses the docstring and both are written, keep one text.",
    references: &[
        "modelcontextprotocol/python-sdk#226: parameter texts in docstring `Args:` sections never reach the schema; only `Field(description=...)` does (nine pull requests to change it closed)",
        "PrefectHQ/fastmcp#1542: in fastmcp 2.x the whole docstring, `Args:` included, becomes the tool description and the parameters stay undescribed",
    ],
};

impl Rule for DocstringArgsIgnored {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            for loss in &t.meta.losses {
                let parameter = super::lost_description_of(loss);
                let message = match loss.what.as_str() {
                    Loss::DOCSTRING_ENTRY => format!(
                        "the docstring's text for `{parameter}` of `{}` never reaches the wire: {}",
                        tool_name(t),
                        loss.reason
                    ),
                    Loss::REPLACED_BY_DOCSTRING => format!(
                        "this description of `{parameter}` of `{}` never reaches the wire: {}",
                        tool_name(t),
                        loss.reason
                    ),
                    _ => continue,
                };
                let fix = (loss.what == Loss::DOCSTRING_ENTRY)
                    .then(|| describe_fix(cx, t, &loss.pointer, &parameter))
                    .flatten();
                out.push(Diagnostic {
                    rule: META.id,
                    // a replaced text is dead as far as the model is concerned; an ignored entry
                    // may still be sent, inside the tool's description
                    unnecessary: loss.what == Loss::REPLACED_BY_DOCSTRING,
                    severity: META.severity,
                    span: loss.span,
                    message,
                    related: Vec::new(),
                    fix,
                });
            }
        }
    }
}

/// Writing the entry's text where the framework reads it adds the description the author meant
/// and changes nothing else on the wire, so the fix is safe.
fn describe_fix(cx: &Context, t: &ToolPrediction, pointer: &str, parameter: &str) -> Option<Fix> {
    let property = pointer.strip_suffix("/description")?;
    let written = t.source.map.at(property)?.value;
    let change = Change::DescribeFromDocComment { parameter: written };
    let edits = frontend::edits(cx.ws, written, &change)?;
    Some(Fix {
        title: format!(
            "Describe `{parameter}` with `Field(description=...)` from its docstring entry"
        ),
        edits,
        applicability: Applicability::Safe,
    })
}
