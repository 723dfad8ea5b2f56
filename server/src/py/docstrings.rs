//! What openai-agents 0.24.0 and fastmcp 3.x read from a tool's docstring: the description
//! (the first text section) and the parameter descriptions, as griffe 2.4's Google, NumPy and
//! Sphinx parsers split the docstring into sections; openai-agents first detects the style,
//! fastmcp tries each in turn. The docstring given is already cleaned (`inspect.getdoc`).

/// The docstring styles griffe parses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Google,
    Numpy,
    Sphinx,
}

impl Style {
    pub fn named(name: &str) -> Option<Style> {
        match name {
            "google" => Some(Style::Google),
            "numpy" => Some(Style::Numpy),
            "sphinx" => Some(Style::Sphinx),
            _ => None,
        }
    }
}

/// A docstring as the library reads it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Parsed {
    /// The first text section; `None` when there is none.
    pub description: Option<String>,
    /// Parameter descriptions by name, stars stripped, later entries winning.
    pub params: Vec<(String, String)>,
    /// Why the reading may differ from the library's, when a shape this model does not
    /// follow is present.
    pub unsure: Option<String>,
}

impl Parsed {
    pub fn param(&self, name: &str) -> Option<&str> {
        self.params
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, d)| d.as_str())
    }
}

/// Every parameter a docstring documents in any style griffe parses, with its text (a later
/// entry of a name winning, as [`Parsed::param`] reads it; the first style that has the name
/// gives it): what a reader of the docstring sees, whatever the framework in use reads.
pub fn entries_in_any_style(doc: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for style in [Style::Google, Style::Numpy, Style::Sphinx] {
        let parsed = parse(doc, Some(style));
        for (name, _) in &parsed.params {
            if !out.iter().any(|(n, _)| n == name) {
                let said = parsed.param(name).unwrap_or_default().to_string();
                out.push((name.clone(), said));
            }
        }
    }
    out
}

fn blank(line: &str) -> bool {
    line.trim().is_empty()
}

/// The library guesses a style from section markers: the most kinds of marker wins, Sphinx
/// over NumPy over Google on a tie, Google when there are none.
pub fn detect(doc: &str) -> Style {
    let lines: Vec<&str> = doc.split('\n').collect();
    let sphinx = [":param", ":type", ":return:", ":rtype:"]
        .iter()
        .filter(|m| {
            lines.iter().any(|l| match l.strip_prefix(**m) {
                // `:param` and `:type` need whitespace after them
                Some(rest) if !m.ends_with(':') => rest.starts_with(char::is_whitespace),
                Some(_) => true,
                None => false,
            })
        })
        .count();
    let numpy = ["Parameters", "Returns", "Yields"]
        .iter()
        .filter(|h| {
            lines.iter().enumerate().any(|(i, l)| {
                l.strip_prefix(**h).is_some_and(blank)
                    && lines[i + 1..]
                        .iter()
                        .find(|n| !blank(n))
                        .is_some_and(|n| n.trim_start().starts_with("---"))
                    && i + 1 < lines.len()
            })
        })
        .count();
    let google = [&["Args:", "Arguments:"][..], &["Returns:"], &["Raises:"]]
        .iter()
        .filter(|hs| lines.iter().any(|l| hs.iter().any(|h| l.starts_with(h))))
        .count();
    let max = sphinx.max(numpy).max(google);
    if max == 0 {
        Style::Google
    } else if sphinx == max {
        Style::Sphinx
    } else if numpy == max {
        Style::Numpy
    } else {
        Style::Google
    }
}

pub fn parse(doc: &str, style: Option<Style>) -> Parsed {
    let style = style.unwrap_or_else(|| detect(doc));
    // griffe's `Docstring` strips the text's end before it parses: the last section loses its
    // trailing spaces and a last line of spaces, which `inspect.getdoc` keeps
    let doc = doc.trim_end();
    let mut parsed = match style {
        Style::Google => google(&blank_line_before_args(doc)),
        Style::Numpy => numpy(doc),
        Style::Sphinx => sphinx(doc),
    };
    for (name, _) in &mut parsed.params {
        *name = name.trim_start_matches('*').to_string();
    }
    note_unsure(&mut parsed, doc);
    parsed
}

/// The shapes griffe's handling of which this model does not follow: a parameter entry
/// without text, a code fence.
fn note_unsure(parsed: &mut Parsed, doc: &str) {
    if let Some((name, _)) = parsed.params.iter().find(|(_, d)| d.is_empty()) {
        let why = format!("the docstring gives `{name}` an empty description");
        parsed.unsure.get_or_insert(why);
    }
    if doc.contains("```") {
        parsed
            .unsure
            .get_or_insert_with(|| "a code fence in the docstring".into());
    }
}

/// fastmcp 3.x's `parse_docstring`: the Google, NumPy, then Sphinx reading, the first that
/// finds a parameter; when none does, the whole docstring is the description.
pub fn first_with_params(doc: &str) -> Parsed {
    if doc.is_empty() {
        return Parsed::default();
    }
    let mut unsure = None;
    for read in [google, numpy, sphinx] {
        let mut parsed = read(doc);
        if parsed.params.is_empty() {
            // a reading this model is unsure of may have found a parameter
            unsure = unsure.or(parsed.unsure);
        } else {
            note_unsure(&mut parsed, doc);
            return parsed;
        }
    }
    Parsed {
        description: Some(doc.to_string()),
        params: Vec::new(),
        unsure,
    }
}

fn is_args_header(line: &str) -> bool {
    line.strip_suffix(|c: char| c.is_whitespace())
        .map_or(line, |l| l.trim_end())
        .strip_suffix(':')
        .is_some_and(|h| {
            ["args", "arguments", "params", "parameters"].contains(&h.to_lowercase().as_str())
        })
}

/// The library puts a blank line above a Google parameter header that has none (griffe would
/// skip the section otherwise).
fn blank_line_before_args(doc: &str) -> String {
    let lines: Vec<&str> = doc.lines().collect();
    let mut out: Vec<&str> = Vec::new();
    let mut inserted = false;
    for (i, line) in lines.iter().enumerate() {
        if i > 0
            && is_args_header(line)
            && out.last().is_some_and(|l| !blank(l))
            && lines.get(i + 1).is_some_and(|n| n.starts_with([' ', '\t']))
        {
            out.push("");
            inserted = true;
        }
        out.push(line);
    }
    if inserted {
        out.join("\n")
    } else {
        doc.to_string()
    }
}

const GOOGLE_SECTIONS: &[&str] = &[
    "args",
    "arguments",
    "params",
    "parameters",
    "keyword args",
    "keyword arguments",
    "other args",
    "other arguments",
    "other params",
    "other parameters",
    "type args",
    "type arguments",
    "type params",
    "type parameters",
    "raises",
    "exceptions",
    "returns",
    "yields",
    "receives",
    "examples",
    "attributes",
    "functions",
    "methods",
    "classes",
    "type aliases",
    "modules",
    "warns",
    "warnings",
];

fn word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `Type:` or `Type: title` on a line of its own: griffe's section or admonition header.
fn header(line: &str) -> Option<&str> {
    let (kind, rest) = line.split_once(':')?;
    let mut chars = kind.chars();
    if !chars.next().is_some_and(word) {
        return None;
    }
    if !chars.all(|c| word(c) || c.is_whitespace() || c == '-') {
        return None;
    }
    (rest.is_empty() || rest.starts_with(char::is_whitespace)).then_some(kind)
}

/// Where an indented block that starts at `from` ends: the first line with text indented less
/// than its first line (or the end). `None` when its first line with text is not indented.
fn block_end(lines: &[&str], from: usize) -> Option<(usize, usize)> {
    let first = (from..lines.len()).find(|i| !blank(lines[*i]))?;
    let indent = lines[first].len() - lines[first].trim_start_matches(' ').len();
    if indent == 0 {
        return None;
    }
    let prefix = " ".repeat(indent);
    let end = (first + 1..lines.len())
        .find(|i| !blank(lines[*i]) && !lines[*i].starts_with(&prefix))
        .unwrap_or(lines.len());
    Some((first, end))
}

/// The lines read since the last section end a text section, when one has any text.
fn flush(current: &mut Vec<&str>, texts: &mut Vec<String>) {
    if current.iter().any(|l| !l.is_empty()) {
        texts.push(current.join("\n").trim_end_matches('\n').to_string());
    }
    current.clear();
}

fn google(doc: &str) -> Parsed {
    let lines: Vec<&str> = doc.split('\n').collect();
    let mut out = Parsed::default();
    let mut current: Vec<&str> = Vec::new();
    let mut texts: Vec<String> = Vec::new();
    let mut in_code = false;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let fence = line.trim_start_matches(' ').starts_with("```");
        if in_code || fence {
            in_code = in_code != fence;
            current.push(line);
            i += 1;
            continue;
        }
        let Some(kind) = header(line) else {
            current.push(line);
            i += 1;
            continue;
        };
        let next_blank = lines.get(i + 1).is_some_and(|l| blank(l));
        let indented_below = i + 1 < lines.len() && !next_blank && lines[i + 1].starts_with(' ');
        let indented_lines_below =
            i + 2 < lines.len() && !blank(lines[i + 2]) && lines[i + 2].starts_with(' ');
        let blank_above = i == 0 || blank(lines[i - 1]);
        if !(indented_below || indented_lines_below)
            || !blank_above
            || (indented_lines_below && next_blank)
        {
            current.push(line);
            i += 1;
            continue;
        }
        let lower = kind.to_lowercase();
        let Some((first, end)) = block_end(&lines, i + 1) else {
            // a header whose block is not indented: griffe's handling is not followed
            out.unsure
                .get_or_insert_with(|| format!("the docstring line `{line}`"));
            current.push(line);
            i += 1;
            continue;
        };
        flush(&mut current, &mut texts);
        if GOOGLE_SECTIONS.contains(&lower.as_str())
            && ["args", "arguments", "params", "parameters"].contains(&lower.as_str())
        {
            out.params.extend(google_params(&lines[first..end]));
        }
        i = end;
    }
    flush(&mut current, &mut texts);
    out.description = texts.into_iter().next();
    out
}

/// The entries of a Google parameter block: `name: text` or `name (type): text` at the block's
/// indentation, continued by lines indented deeper.
fn google_params(block: &[&str]) -> Vec<(String, String)> {
    let indent = block[0].len() - block[0].trim_start_matches(' ').len();
    let deep = " ".repeat(indent * 2);
    let same = " ".repeat(indent);
    let mut items: Vec<Vec<String>> = vec![vec![block[0][indent..].to_string()]];
    for line in &block[1..] {
        let item = items.last_mut().expect("one item");
        if blank(line) {
            item.push(String::new());
        } else if line.starts_with(&deep) {
            item.push(line[indent * 2..].to_string());
        } else if line.starts_with(&format!("{same} ")) {
            item.push(line.trim_start_matches(' ').to_string());
        } else {
            items.push(vec![line[indent..].to_string()]);
        }
    }
    items
        .into_iter()
        .filter_map(|item| {
            let (name_with_type, first) = item[0].split_once(':')?;
            let mut text = vec![first.trim_start().to_string()];
            text.extend(item[1..].iter().cloned());
            let description = text.join("\n").trim_end_matches('\n').to_string();
            let name = match name_with_type.split_once('(') {
                Some((n, _)) if name_with_type.ends_with(')') => n.trim().to_string(),
                _ => name_with_type.to_string(),
            };
            Some((name, description))
        })
        .collect()
}

const NUMPY_SECTIONS: &[&str] = &[
    "deprecated",
    "parameters",
    "other parameters",
    "type parameters",
    "returns",
    "yields",
    "receives",
    "raises",
    "warns",
    "examples",
    "attributes",
    "functions",
    "methods",
    "classes",
    "type aliases",
    "modules",
];

fn dash_line(line: &str) -> bool {
    line.contains('-') && line.replace('-', "").trim().is_empty()
}

fn numpy(doc: &str) -> Parsed {
    let lines: Vec<&str> = doc.split('\n').collect();
    let mut out = Parsed::default();
    let mut current: Vec<&str> = Vec::new();
    let mut texts: Vec<String> = Vec::new();
    // an admonition's text is no text section
    let mut admonition = false;
    let end_section = |current: &mut Vec<&str>, texts: &mut Vec<String>, admonition: bool| {
        if admonition {
            current.clear();
        } else {
            flush(current, texts);
        }
    };
    let mut in_code = false;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let fence = line.trim_start_matches(' ').starts_with("```");
        if in_code || fence {
            in_code = in_code != fence;
            current.push(line);
        } else if blank(line) {
            current.push("");
        } else if i == lines.len() - 1 {
            current.push(line);
            end_section(&mut current, &mut texts, admonition);
            admonition = false;
        } else if dash_line(lines[i + 1]) {
            end_section(&mut current, &mut texts, admonition);
            let lower = line.to_lowercase();
            if NUMPY_SECTIONS.contains(&lower.as_str()) {
                admonition = false;
                let (items, last) = numpy_items(&lines, i + 2);
                if lower == "parameters" {
                    out.params.extend(numpy_params(items));
                }
                i = last;
            } else {
                admonition = true;
                i += 1;
            }
        } else {
            current.push(line);
        }
        i += 1;
    }
    end_section(&mut current, &mut texts, admonition);
    out.description = texts.into_iter().next();
    out
}

/// A NumPy section's items from `from`: each starts at a line without indentation; the index
/// of the last line read.
fn numpy_items(lines: &[&str], from: usize) -> (Vec<Vec<String>>, usize) {
    let Some(first) = (from..lines.len()).find(|i| !blank(lines[*i])) else {
        return (Vec::new(), lines.len().saturating_sub(1).max(from));
    };
    let mut items: Vec<Vec<String>> = vec![vec![lines[first].to_string()]];
    let mut i = first + 1;
    while i < lines.len() {
        let line = lines[i];
        let item = items.last_mut().expect("one item");
        if blank(line) {
            item.push(String::new());
        } else if let Some(rest) = line.strip_prefix("    ") {
            item.push(rest.to_string());
        } else if line.starts_with(' ') {
            item.push(line.trim_start_matches(' ').to_string());
        } else if lines.get(i + 1).is_some_and(|n| dash_line(n)) {
            break;
        } else {
            items.push(vec![line.to_string()]);
        }
        i += 1;
    }
    (items, i - 1)
}

/// `name : type` (or `a, b : type`) and the lines below it.
fn numpy_params(items: Vec<Vec<String>>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for item in items {
        let head = &item[0];
        let names = numpy_names(head);
        if names.is_empty() {
            continue;
        }
        let description = item[1..].join("\n").trim_end().to_string();
        out.extend(names.into_iter().map(|n| (n, description.clone())));
    }
    out
}

/// The names griffe's NumPy parameter pattern reads at the start of a line: identifiers with
/// up to two stars, separated by `, `.
fn numpy_names(head: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = head;
    loop {
        let stars = rest.len() - rest.trim_start_matches('*').len();
        if stars > 2 {
            break;
        }
        let body = &rest[stars..];
        let len = body
            .char_indices()
            .take_while(|(i, c)| {
                c.is_ascii_alphabetic() || *c == '_' || (*i > 0 && c.is_ascii_digit())
            })
            .count();
        if len == 0 {
            break;
        }
        names.push(rest[..stars + len].to_string());
        rest = &body[len..];
        match rest.strip_prefix(", ") {
            Some(r) => rest = r,
            None => break,
        }
    }
    names
}

const SPHINX_FIELDS: &[&str] = &[
    ":type",
    ":param",
    ":parameter",
    ":arg",
    ":argument",
    ":key",
    ":keyword",
    ":vartype",
    ":var",
    ":ivar",
    ":cvar",
    ":raises",
    ":raise",
    ":except",
    ":exception",
    ":returns",
    ":return",
    ":rtype",
];

fn sphinx(doc: &str) -> Parsed {
    let lines: Vec<&str> = doc.split('\n').collect();
    let mut out = Parsed::default();
    let mut description: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if !line.starts_with(':') || !SPHINX_FIELDS.iter().any(|f| line.starts_with(f)) {
            description.push(line);
            i += 1;
            continue;
        }
        // a field runs on to the next line that starts with `:`
        let end = (i + 1..lines.len())
            .find(|j| lines[*j].starts_with(':'))
            .unwrap_or(lines.len());
        let is_param = [
            ":param",
            ":parameter",
            ":arg",
            ":argument",
            ":key",
            ":keyword",
        ]
        .iter()
        .any(|f| line.starts_with(f));
        if is_param {
            let mut block = vec![line.trim_start().to_string()];
            block.extend(lines[i + 1..end].iter().map(|l| l.to_string()));
            let text = super::tools::cleandoc(&block.join("\n"));
            let mut parts = text.splitn(3, ':');
            if let (Some(_), Some(directive), Some(value)) =
                (parts.next(), parts.next(), parts.next())
            {
                let words: Vec<&str> = directive.split(' ').collect();
                let name = match words.len() {
                    2 => Some(words[1]),
                    3 => Some(words[2]),
                    n if n > 3 => Some(words[n - 1]),
                    _ => None,
                };
                if let Some(name) = name {
                    if !out.params.iter().any(|(n, _)| n == name) {
                        out.params
                            .push((name.to_string(), value.trim().to_string()));
                    }
                }
            }
        }
        i = end;
    }
    let first = description.iter().position(|l| !blank(l));
    let last = description.iter().rposition(|l| !blank(l));
    out.description = Some(match (first, last) {
        (Some(a), Some(b)) => description[a..=b].join("\n"),
        _ => String::new(),
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn google_sections_are_cut_from_the_description_and_args_describe_parameters() {
        let p = parse(
            "Search [sum].\n\nBody [body].\n\nArgs:\n    q: What [doc].\n    n (int): How many\n        over two lines.\n\nReturns:\n    Hits.",
            None,
        );
        assert_eq!(
            p.description.as_deref(),
            Some("Search [sum].\n\nBody [body].")
        );
        assert_eq!(p.param("q"), Some("What [doc]."));
        assert_eq!(p.param("n"), Some("How many\nover two lines."));
    }

    #[test]
    fn an_args_header_on_the_first_line_is_text() {
        let p = parse("Args:\nx: X value.", None);
        assert_eq!(p.description.as_deref(), Some("Args:\nx: X value."));
        assert!(p.params.is_empty());
    }

    #[test]
    fn styles_are_detected_with_sphinx_winning_ties() {
        assert_eq!(detect("S.\n\n:param x: y"), Style::Sphinx);
        assert_eq!(
            detect("S.\n\nParameters\n----------\nx : int"),
            Style::Numpy
        );
        assert_eq!(detect("S."), Style::Google);
        let p = parse(
            "S.\n\nParameters\n----------\nx, y : int\n    Both.\n",
            None,
        );
        assert_eq!(p.description.as_deref(), Some("S."));
        assert_eq!(p.param("y"), Some("Both."));
        let p = parse("S.\n\nMore.\n\n:param x: X\n    more.\n:type x: int", None);
        assert_eq!(p.description.as_deref(), Some("S.\n\nMore."));
        assert_eq!(p.param("x"), Some("X\nmore."));
    }
}
