//! Writes a deterministic seed-scale MCP server: 54 tool modules (× the size factor) with 450
//! tools between them, about 120 `.describe()` calls in every position a real project writes
//! them, shared schema consts reused across tools, and every registration form toolsight reads.
//!
//! The project is what `toolsight check` analyses and also what node imports for the runtime
//! route, so it has to be valid TypeScript that runs under the pinned packages.

use std::fmt::Write as _;
use std::io;
use std::path::{Path, PathBuf};

/// Modules per size unit, as in the seed-scale workload of the performance study; 18 of them
/// have 9 tools and 36 have 8, 450 in all.
const MODULES: usize = 54;

/// What was written, for the sanity checks and the table.
pub struct Project {
    pub root: PathBuf,
    /// Every `.ts` file, relative to `root`.
    pub files: Vec<String>,
    pub tools: usize,
    /// Tools the exported `McpServer` lists (the low-level modules have servers of their own).
    pub mcp_server_tools: usize,
    pub describes: usize,
    pub bytes: usize,
}

/// A small linear congruential generator: the project must be the same on every run and every
/// machine, and it needs no statistical quality.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

const VERBS: &[&str] = &[
    "list", "get", "create", "update", "delete", "search", "sync", "export", "archive",
];
const NOUNS: &[&str] = &[
    "items", "records", "notes", "events", "accounts", "files", "tasks", "reports",
];
const SENTENCES: &[&str] = &[
    "Use it when the user asks about the current state before changing anything.",
    "Results are sorted newest first and paginated by the server.",
    "Nothing is written: the call only reads from the backing store.",
    "Changes are applied at once and cannot be undone from this tool.",
    "Returns at most one page; pass the cursor back to read the next one.",
    "Ids come from the matching list tool of the same module.",
];

/// Shared consts in `schemas.ts` and how a field uses each.
const SHARED: &[&str] = &[
    "IdSchema",
    "TagList",
    "DateRange",
    "Metadata",
    "SortOrder",
    "Priority",
    "PageSize",
];

/// A field's schema, chosen by `kind`.
fn field_schema(kind: usize, rng: &mut Lcg) -> String {
    match kind {
        0 => "z.string()".into(),
        1 => format!("z.string().max({})", 50 + rng.below(20) * 10),
        2 => format!(
            "z.number().int().min(1).max({}).default({})",
            100 + rng.below(5) * 100,
            10 + rng.below(4) * 10
        ),
        3 => r#"z.enum(["draft", "active", "closed"])"#.into(),
        4 => format!("z.array(z.string()).max({})", 5 + rng.below(20)),
        5 => "z.object({ key: z.string(), value: z.number().optional() })".into(),
        6 => "z.record(z.string(), z.number())".into(),
        7 => r#"z.union([z.literal("a"), z.literal("b")])"#.into(),
        8 => "z.boolean().default(false)".into(),
        _ => SHARED[rng.below(SHARED.len())].into(),
    }
}

/// The fields of one tool, each `name: schema` line (some over two lines).
fn fields(tool: usize, rng: &mut Lcg, describes: &mut usize) -> Vec<String> {
    let n = 3 + rng.below(8);
    // four tools in fifteen describe one field: 120 per 450 tools
    let described = (tool % 15 < 4).then(|| rng.below(n));
    let mut out = Vec::new();
    for j in 0..n {
        let name = format!("f{j}_{}", NOUNS[(tool + j) % NOUNS.len()]);
        let mut schema = field_schema(rng.below(12), rng);
        let optional = rng.below(3) == 0;
        let line = if described == Some(j) {
            let text = format!("The {name} of the request, as the list tool returns it");
            let k = *describes;
            *describes += 1;
            // 88 `.optional().describe()` (half split over two lines), 14
            // `.describe().optional()` and 18 on required fields per 120
            match k % 60 {
                0..22 => format!("{name}: {schema}.optional().describe(\"{text}\")"),
                22..44 => format!("{name}: {schema}.optional()\n      .describe(\"{text}\")"),
                44..51 => format!("{name}: {schema}.describe(\"{text}\").optional()"),
                _ => format!("{name}: {schema}.describe(\"{text}\")"),
            }
        } else {
            if optional {
                schema.push_str(".optional()");
            }
            format!("{name}: {schema}")
        };
        out.push(line);
    }
    out
}

fn description(tool: usize, rng: &mut Lcg) -> String {
    let mut d = format!(
        "{} the {} of module {}.",
        VERBS[tool % VERBS.len()],
        NOUNS[tool % NOUNS.len()],
        tool / 9
    );
    for _ in 0..1 + rng.below(3) {
        d.push(' ');
        d.push_str(SENTENCES[rng.below(SENTENCES.len())]);
    }
    d
}

const HEADER: &str = "import { z } from \"zod\";\nimport { server } from \"../server.js\";\nimport { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from \"../schemas.js\";\n\n";

const HANDLER: &str =
    "async (args) => ({ content: [{ type: \"text\", text: JSON.stringify(args) }] })";

/// A module of `McpServer` registrations, rotating the forms toolsight reads.
fn mcp_module(
    m: usize,
    tools: std::ops::Range<usize>,
    rng: &mut Lcg,
    describes: &mut usize,
) -> String {
    let mut s = HEADER.to_string();
    for t in tools {
        let name = format!(
            "m{m:03}_{}_{}",
            VERBS[t % VERBS.len()],
            NOUNS[t % NOUNS.len()]
        );
        let desc = description(t, rng);
        let body = fields(t, rng, describes);
        match t % 10 {
            // legacy `server.tool(name, description, shape, cb)`
            0 => {
                let shape = body.join(",\n    ");
                let _ = write!(
                    s,
                    "server.tool(\n  \"{name}\",\n  \"{desc}\",\n  {{\n    {shape},\n  }},\n  {HANDLER},\n);\n\n"
                );
            }
            // `inputSchema: z.object({...})`
            1 | 6 => {
                let shape = body.join(",\n      ");
                let _ = write!(
                    s,
                    "server.registerTool(\n  \"{name}\",\n  {{\n    title: \"{name}\",\n    description: \"{desc}\",\n    inputSchema: z.object({{\n      {shape},\n    }}),\n    annotations: {{ readOnlyHint: {} }},\n  }},\n  {HANDLER},\n);\n\n",
                    t % 2 == 0
                );
            }
            // a raw shape
            _ => {
                let shape = body.join(",\n      ");
                let _ = write!(
                    s,
                    "server.registerTool(\n  \"{name}\",\n  {{\n    title: \"{name}\",\n    description: \"{desc}\",\n    inputSchema: {{\n      {shape},\n    }},\n    annotations: {{ readOnlyHint: {}, openWorldHint: false }},\n  }},\n  {HANDLER},\n);\n\n",
                    t % 2 == 0
                );
            }
        }
    }
    s
}

/// A low-level `Server` whose `tools/list` handler converts its schemas with
/// zod-to-json-schema; it is a server of its own, exported for completeness.
fn low_level_module(
    m: usize,
    tools: std::ops::Range<usize>,
    rng: &mut Lcg,
    describes: &mut usize,
) -> String {
    let mut s = String::from(
        "import { Server } from \"@modelcontextprotocol/sdk/server/index.js\";\nimport { ListToolsRequestSchema } from \"@modelcontextprotocol/sdk/types.js\";\nimport { z } from \"zod\";\nimport { zodToJsonSchema } from \"zod-to-json-schema\";\nimport { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from \"../schemas.js\";\n\n",
    );
    let mut entries = String::new();
    for (i, t) in tools.enumerate() {
        let shape = fields(t, rng, describes).join(",\n  ");
        let _ = write!(s, "const Input{i} = z.object({{\n  {shape},\n}});\n\n");
        let _ = write!(
            entries,
            "    {{\n      name: \"m{m:03}_{}_{}\",\n      description: \"{}\",\n      inputSchema: zodToJsonSchema(Input{i}),\n    }},\n",
            VERBS[t % VERBS.len()],
            NOUNS[t % NOUNS.len()],
            description(t, rng)
        );
    }
    let _ = write!(
        s,
        "export const lowLevel{m:03} = new Server({{ name: \"low-level-{m}\", version: \"1.0.0\" }}, {{ capabilities: {{ tools: {{}} }} }});\n\nlowLevel{m:03}.setRequestHandler(ListToolsRequestSchema, async () => ({{\n  tools: [\n{entries}  ],\n}}));\n"
    );
    s
}

const SCHEMAS: &str = r#"import { z } from "zod";

export const IdSchema = z.string().min(1).max(64);
export const TagList = z.array(z.string().max(32)).max(20);
export const DateRange = z.object({ from: z.string(), to: z.string().optional() });
export const Metadata = z.record(z.string(), z.string());
export const SortOrder = z.enum(["asc", "desc"]);
export const Priority = z.union([z.literal("low"), z.literal("normal"), z.literal("high")]);
export const PageSize = z.number().int().min(1).max(100).default(25);
"#;

const PACKAGE_JSON: &str = r#"{
  "name": "toolsight-bench-seed",
  "private": true,
  "type": "module",
  "dependencies": {
    "@modelcontextprotocol/sdk": "1.32.2",
    "zod": "3.25.76",
    "zod-to-json-schema": "3.25.2"
  }
}
"#;

/// Writes the project for size factor `size` into `root` (which must not exist yet or be
/// empty of an older project: stale modules would be analysed too).
pub fn write(root: &Path, size: usize) -> io::Result<Project> {
    write_with(root, size, true)
}

/// [`write`], with or without the low-level server modules: without them every tool is on the
/// one exported `McpServer`, the layout of a large real server.
pub fn write_with(root: &Path, size: usize, low_level: bool) -> io::Result<Project> {
    let src = root.join("src");
    std::fs::create_dir_all(src.join("tools"))?;
    let mut rng = Lcg(0x5eed);
    let mut files = Vec::new();
    let mut bytes = 0;
    let mut put = |rel: &str, text: &str| -> io::Result<()> {
        std::fs::write(root.join(rel), text)?;
        bytes += text.len();
        if rel.ends_with(".ts") {
            files.push(rel.to_string());
        }
        Ok(())
    };
    put("package.json", PACKAGE_JSON)?;
    put(
        "src/server.ts",
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\nexport const server = new McpServer({ name: \"seed\", version: \"1.0.0\" });\n",
    )?;
    put("src/schemas.ts", SCHEMAS)?;
    let mut index = String::new();
    let (mut tool, mut describes, mut mcp_server_tools) = (0, 0, 0);
    for m in 0..MODULES * size {
        let n = if m % 3 == 0 { 9 } else { 8 };
        let tools = tool..tool + n;
        tool += n;
        // one module in 54 is a low-level server
        let text = if low_level && m % MODULES == MODULES - 1 {
            low_level_module(m, tools, &mut rng, &mut describes)
        } else {
            mcp_server_tools += n;
            mcp_module(m, tools, &mut rng, &mut describes)
        };
        put(&format!("src/tools/m{m:03}.ts"), &text)?;
        let _ = writeln!(index, "import \"./tools/m{m:03}.js\";");
    }
    index.push_str("\nexport { server } from \"./server.js\";\n");
    put("src/index.ts", &index)?;
    Ok(Project {
        root: root.to_path_buf(),
        files,
        tools: tool,
        mcp_server_tools,
        describes,
        bytes,
    })
}

/// A project whose one module has `tools` registrations, each followed by the plain code a real
/// server keeps beside its tools, until the module has at least `lines` lines: the document the
/// language-server benchmark edits. Returns the module's path and text.
pub fn write_large_module(
    root: &Path,
    tools: usize,
    lines: usize,
) -> io::Result<(PathBuf, String)> {
    std::fs::create_dir_all(root.join("src/tools"))?;
    std::fs::write(root.join("package.json"), PACKAGE_JSON)?;
    std::fs::write(
        root.join("src/server.ts"),
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\nexport const server = new McpServer({ name: \"seed\", version: \"1.0.0\" });\n",
    )?;
    std::fs::write(root.join("src/schemas.ts"), SCHEMAS)?;
    let mut rng = Lcg(0x1a26e);
    let mut describes = 0;
    let registrations: Vec<String> = (0..tools)
        .map(|t| {
            // the module number is in the tool's name, so each tool's own number keeps them apart
            let module = mcp_module(t, t..t + 1, &mut rng, &mut describes);
            module[HEADER.len()..].to_string()
        })
        .collect();
    let registration_lines: usize = registrations.iter().map(|r| r.lines().count()).sum();
    let filler_per_tool =
        lines.saturating_sub(registration_lines + HEADER.lines().count()) / tools.max(1);
    let mut text = HEADER.to_string();
    for (t, registration) in registrations.iter().enumerate() {
        text.push_str(registration);
        text.push_str(&filler(t, filler_per_tool));
    }
    let path = root.join("src/tools/large.ts");
    std::fs::write(&path, &text)?;
    Ok((path, text))
}

/// About `lines` lines of ordinary TypeScript (a helper with loops and template strings).
fn filler(t: usize, lines: usize) -> String {
    let mut s = format!("export function summarise{t}(rows: Array<{{ id: string; size: number }}>): string[] {{\n  const out: string[] = [];\n");
    for i in 0..lines.saturating_sub(4) / 3 {
        let _ = write!(
            s,
            "  for (const row of rows) {{\n    if (row.size > {i}) out.push(`${{row.id}}:{i}:${{row.size * {t}}}`);\n  }}\n"
        );
    }
    s.push_str("  return out;\n}\n\n");
    s
}

/// The Python counterpart of [`write`]: `server.py` creates the SDK's `FastMCP`, 54 tool
/// modules (× the size factor) register 450 tools on it with `@mcp.tool()`, with the parameter
/// types, `Field(...)` bounds and descriptions, shared models and docstrings real Python servers
/// write, and `main.py` imports them all. The pins in `requirements.txt` are the versions the
/// oracle verifies, so every tool is predicted exact; the runtime route imports `main` under
/// those versions.
pub fn write_python(root: &Path, size: usize) -> io::Result<Project> {
    std::fs::create_dir_all(root.join("tools"))?;
    let mut rng = Lcg(0x5eed);
    let mut files = Vec::new();
    let mut bytes = 0;
    let mut put = |rel: &str, text: &str| -> io::Result<()> {
        std::fs::write(root.join(rel), text)?;
        bytes += text.len();
        if rel.ends_with(".py") {
            files.push(rel.to_string());
        }
        Ok(())
    };
    put("requirements.txt", "mcp==1.30.0\npydantic==2.14.4\n")?;
    put(".python-version", "3.11\n")?;
    put(
        "server.py",
        "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"seed\")\n",
    )?;
    put("models.py", PY_MODELS)?;
    put("tools/__init__.py", "")?;
    let mut main = String::new();
    let (mut tool, mut describes) = (0, 0);
    for m in 0..MODULES * size {
        let n = if m % 3 == 0 { 9 } else { 8 };
        let mut text = String::from(
            "from typing import Annotated, Literal, Optional\n\nfrom pydantic import Field\n\nfrom models import DateRange, Filter, Priority\nfrom server import mcp\n",
        );
        for t in tool..tool + n {
            let name = format!(
                "{}_{}_{t}",
                VERBS[rng.below(VERBS.len())],
                NOUNS[rng.below(NOUNS.len())]
            );
            let mut params = vec!["query: Annotated[str, Field(description=\"Words to match; all must appear\", max_length=200)]".to_string()];
            describes += 1;
            for k in 0..rng.below(4) {
                let (p, described) = match (k + t) % 6 {
                    0 => ("limit: Annotated[int, Field(ge=1, le=500, description=\"Page size\")] = 50".to_string(), true),
                    1 => ("order: Literal[\"asc\", \"desc\"] = \"desc\"".to_string(), false),
                    2 => ("tags: list[str] = Field(default_factory=list, description=\"Tags to filter by\")".to_string(), true),
                    3 => ("priority: Optional[Priority] = None".to_string(), false),
                    4 => ("period: Optional[DateRange] = None".to_string(), false),
                    _ => ("filter: Optional[Filter] = None".to_string(), false),
                };
                describes += usize::from(described);
                params.push(p);
            }
            let _ = write!(
                text,
                "\n\n@mcp.tool()\ndef {name}({}) -> list[str]:\n    \"\"\"{} {}\n\n    {}\n    \"\"\"\n    return [query]\n",
                params.join(", "),
                VERBS[t % VERBS.len()],
                NOUNS[t % NOUNS.len()],
                SENTENCES[rng.below(SENTENCES.len())]
            );
        }
        tool += n;
        put(&format!("tools/m{m:03}.py"), &text)?;
        let _ = writeln!(main, "import tools.m{m:03}  # noqa: F401");
    }
    main.push_str("from server import mcp\n\nif __name__ == \"__main__\":\n    mcp.run()\n");
    put("main.py", &main)?;
    Ok(Project {
        root: root.to_path_buf(),
        files,
        tools: tool,
        mcp_server_tools: tool,
        describes,
        bytes,
    })
}

/// The Python counterpart of [`write_large_module`]: one module of about `lines` lines that
/// creates the SDK's `FastMCP`, declares the shared models and registers `tools` tools on it,
/// each followed by a helper function no tool reads, with the versions the oracle verifies.
pub fn write_large_python_module(
    root: &Path,
    tools: usize,
    lines: usize,
) -> io::Result<(PathBuf, String)> {
    std::fs::create_dir_all(root)?;
    std::fs::write(
        root.join("requirements.txt"),
        "mcp==1.30.0\npydantic==2.14.4\n",
    )?;
    std::fs::write(root.join(".python-version"), "3.11\n")?;
    let mut rng = Lcg(0x1a26f);
    let mut registrations = Vec::new();
    for t in 0..tools {
        let name = format!(
            "{}_{}_{t}",
            VERBS[rng.below(VERBS.len())],
            NOUNS[rng.below(NOUNS.len())]
        );
        let extra = match t % 4 {
            0 => ", limit: Annotated[int, Field(ge=1, le=500, description=\"Page size\")] = 50",
            1 => ", order: Literal[\"asc\", \"desc\"] = \"desc\"",
            2 => ", period: Optional[DateRange] = None",
            _ => ", filter: Optional[Filter] = None",
        };
        registrations.push(format!(
            "\n\n@mcp.tool()\ndef {name}(query: Annotated[str, Field(description=\"Words to match; all must appear\", max_length=200)]{extra}) -> list[str]:\n    \"\"\"{} {}\n\n    {}\n    \"\"\"\n    return [query]\n",
            VERBS[t % VERBS.len()],
            NOUNS[t % NOUNS.len()],
            SENTENCES[rng.below(SENTENCES.len())]
        ));
    }
    let header = format!(
        "from typing import Annotated, Literal, Optional\n\nfrom mcp.server.fastmcp import FastMCP\n{}\nmcp = FastMCP(\"seed\")\n",
        PY_MODELS.replace("from typing import Optional\n\n", "")
    );
    let registration_lines: usize = registrations.iter().map(|r| r.lines().count()).sum();
    let filler_per_tool =
        lines.saturating_sub(registration_lines + header.lines().count()) / tools.max(1);
    let mut text = header;
    for (t, registration) in registrations.iter().enumerate() {
        text.push_str(registration);
        text.push_str(&python_filler(t, filler_per_tool));
    }
    let path = root.join("large.py");
    std::fs::write(&path, &text)?;
    Ok((path, text))
}

/// About `lines` lines of ordinary Python (a helper with loops and f-strings).
fn python_filler(t: usize, lines: usize) -> String {
    let mut s =
        format!("\n\ndef summarise{t}(rows: list[dict]) -> list[str]:\n    out: list[str] = []\n");
    for i in 0..lines.saturating_sub(5) / 3 {
        let _ = write!(
            s,
            "    for row in rows:\n        if row[\"size\"] > {i}:\n            out.append(f\"{{row['id']}}:{i}:{{row['size'] * {t}}}\")\n"
        );
    }
    s.push_str("    return out\n");
    s
}

const PY_MODELS: &str = r#"from enum import Enum
from typing import Optional

from pydantic import BaseModel, Field


class Priority(str, Enum):
    """How urgent an item is."""

    LOW = "low"
    HIGH = "high"


class DateRange(BaseModel):
    """A closed range of days."""

    start: str = Field(description="First day, as YYYY-MM-DD")
    end: Optional[str] = Field(default=None, description="Last day; open-ended when left out")


class Filter(BaseModel):
    field: str
    equals: Optional[str] = None
    range: Optional[DateRange] = None
"#;
