//! `new URL(text)` for the interpreter, on the inputs where the WHATWG parser's answer is plain
//! to see: an http(s)/ws(s) URL of ASCII with a host name or a dotted-quad address, an optional
//! port, and a path, query and fragment that need no percent-encoding or dot-segment removal.
//! Anything else (IDNA, IPv6, numeric host shorthands, backslashes, `..` segments) is refused as
//! unsupported rather than guessed, so a wrong component can never reach a description. Text
//! without a scheme and host is what Node rejects with `TypeError: Invalid URL`.

/// The components Node's `URL` exposes for `text`; `Ok(None)` where Node throws `Invalid URL`.
pub fn parse(text: &str) -> Result<Option<Vec<(&'static str, String)>>, String> {
    let refuse = |why: &str| {
        Err(format!(
            "a `new URL` of text toolsight does not parse ({why})"
        ))
    };
    // the WHATWG parser strips leading and trailing C0 controls and spaces, and drops tabs and
    // newlines anywhere; the plain inputs this reads have none
    let Some(colon) = text.find(':') else {
        // no scheme, whatever else is there
        return Ok(None);
    };
    if text.bytes().any(|b| b <= b' ' || b >= 0x7f) {
        return refuse("control, space or non-ASCII characters");
    }
    let scheme = &text[..colon];
    if scheme.is_empty()
        || !scheme.as_bytes()[0].is_ascii_alphabetic()
        || !scheme
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
    {
        return Ok(None);
    }
    let scheme = scheme.to_ascii_lowercase();
    let default_port = match scheme.as_str() {
        "http" | "ws" => 80,
        "https" | "wss" => 443,
        _ => return refuse("a scheme other than http, https, ws or wss"),
    };
    let Some(rest) = text[colon + 1..].strip_prefix("//") else {
        return refuse("a special URL without `//`");
    };
    if rest.contains('\\') {
        return refuse("a backslash");
    }
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    if authority.contains('@') {
        return refuse("credentials");
    }
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    if host.is_empty() {
        return Ok(None);
    }
    if host.starts_with('[') || host.contains('%') || host.to_ascii_lowercase().contains("xn--") {
        return refuse("an IPv6, percent-encoded or punycode host");
    }
    let host = host.to_ascii_lowercase();
    if !host
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.'))
    {
        return refuse("a host with characters other than letters, digits, `-` and `.`");
    }
    // a last label that is a number makes the whole host an IPv4 address, which the parser
    // normalises (`127.1`, `0x7f.0.0.1`); only the canonical dotted quad passes unchanged
    let last = host.trim_end_matches('.').rsplit('.').next().unwrap_or("");
    if last.bytes().next().is_some_and(|b| b.is_ascii_digit()) && !is_dotted_quad(&host) {
        return refuse("a numeric host that is not a plain dotted quad");
    }
    let port = match port {
        None | Some("") => String::new(),
        Some(p) if p.bytes().all(|b| b.is_ascii_digit()) => match p.parse::<u32>() {
            Ok(n) if n > 65535 => return Ok(None),
            Ok(n) if n == default_port => String::new(),
            Ok(n) => n.to_string(),
            Err(_) => return Ok(None),
        },
        Some(_) => return Ok(None),
    };
    let (before_hash, hash) = match tail.find('#') {
        Some(i) => (&tail[..i], &tail[i..]),
        None => (tail, ""),
    };
    let (path, search) = match before_hash.find('?') {
        Some(i) => (&before_hash[..i], &before_hash[i..]),
        None => (before_hash, ""),
    };
    let plain = |s: &str| {
        s.bytes()
            .all(|b| !matches!(b, b'"' | b'<' | b'>' | b'`' | b'{' | b'}' | b'%' | b'\''))
    };
    if !plain(path) || !plain(search) || !plain(hash) {
        return refuse("characters the parser would percent-encode");
    }
    if path
        .split('/')
        .any(|seg| seg == "." || seg == ".." || seg.eq_ignore_ascii_case("%2e"))
    {
        return refuse("`.` or `..` path segments");
    }
    let pathname = if path.is_empty() { "/" } else { path };
    let host_port = if port.is_empty() {
        host.clone()
    } else {
        format!("{host}:{port}")
    };
    let origin = format!("{scheme}://{host_port}");
    let href = format!("{origin}{pathname}{search}{hash}");
    // an empty query or fragment stays in `href` but reads back as "" on its own
    let search = if search == "?" { "" } else { search };
    let hash = if hash == "#" { "" } else { hash };
    Ok(Some(vec![
        ("href", href),
        ("origin", origin),
        ("protocol", format!("{scheme}:")),
        ("username", String::new()),
        ("password", String::new()),
        ("host", host_port),
        ("hostname", host),
        ("port", port),
        ("pathname", pathname.to_string()),
        ("search", search.to_string()),
        ("hash", hash.to_string()),
    ]))
}

fn is_dotted_quad(host: &str) -> bool {
    let parts: Vec<&str> = host.split('.').collect();
    parts.len() == 4
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.len() <= 3
                && p.bytes().all(|b| b.is_ascii_digit())
                && (p.len() == 1 || !p.starts_with('0'))
                && p.parse::<u16>().is_ok_and(|n| n <= 255)
        })
}

#[cfg(test)]
mod tests {
    use super::parse;

    fn field(text: &str, name: &str) -> String {
        let parts = parse(text).unwrap().unwrap();
        parts.into_iter().find(|(k, _)| *k == name).unwrap().1
    }

    // each expected value is what Node 20's `new URL(text)` gives
    #[test]
    fn components_are_those_node_reads() {
        let u = "HTTPS://Dev.Azure.com:443/Org/Project?x=1#top";
        assert_eq!(
            field(u, "href"),
            "https://dev.azure.com/Org/Project?x=1#top"
        );
        assert_eq!(field(u, "hostname"), "dev.azure.com");
        assert_eq!(field(u, "port"), "");
        assert_eq!(field(u, "pathname"), "/Org/Project");
        assert_eq!(field(u, "search"), "?x=1");
        assert_eq!(field(u, "hash"), "#top");
        assert_eq!(field("http://127.0.0.1:1/corpus", "host"), "127.0.0.1:1");
        assert_eq!(field("http://example.com", "pathname"), "/");
        assert_eq!(
            field("http://example.com/a?#", "href"),
            "http://example.com/a?#"
        );
        assert_eq!(field("http://example.com/a?#", "search"), "");
        assert_eq!(field("wss://h:8080", "origin"), "wss://h:8080");
    }

    #[test]
    fn invalid_text_is_what_node_rejects() {
        for text in [
            "",
            "noscheme",
            "dev.azure.com/org",
            "http://",
            "http://h:99999/",
            "1http://h/",
        ] {
            assert_eq!(parse(text), Ok(None), "{text}");
        }
    }

    #[test]
    fn inputs_the_parser_would_rewrite_are_refused() {
        for text in [
            "http://127.1/",
            "http://0x7f.0.0.1/",
            "http://[::1]/",
            "http://b\u{fc}cher.de/",
            "http://h/a/../b",
            "http://h/a b",
            "http://u:p@h/",
            "http:\\\\h\\a",
            "file:///tmp/x",
            "http://h/%41",
        ] {
            assert!(parse(text).is_err(), "{text}");
        }
    }
}
