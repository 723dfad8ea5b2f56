//! The language server's JSON-RPC framing (`Content-Length: N\r\n\r\n` then N bytes), read by
//! toolsight before tower-lsp-server sees anything: its decoder ends the whole input stream on the
//! first undecodable message, so one bad frame (invalid JSON, a negative or missing
//! `Content-Length`) used to stop the server, with exit 0 and nothing said. Here a bad frame is
//! dropped with its reason and the JSON-RPC error to answer, and reading goes on with the next
//! frame; only well-formed JSON-RPC messages are passed on, framed afresh.
//!
//! What is read does not depend on how the bytes are split into chunks (a fuzz target checks
//! it), and nothing is buffered without bound: a header block has a size limit, and a body over
//! [`MAX_MESSAGE_BYTES`] is skipped as it arrives, not kept.

use serde_json::{json, Value as Json};
use tower_lsp_server::jsonrpc::{Request, Response};

/// A message larger than this is dropped unread. A `didOpen` of the largest file the analysis
/// reads (`workspace::MAX_FILE_BYTES`, 16 MiB), JSON-escaped, fits.
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024 * 1024;

/// The longest header block read. Clients send one or two short headers.
const MAX_HEADER_BYTES: usize = 4096;

const END_OF_HEADERS: &[u8] = b"\r\n\r\n";

/// Where reading starts again after a header block that cannot be read, as tower-lsp-server's
/// own decoder does.
const RESYNC: &[u8] = b"Content-Length";

/// JSON-RPC's code for a body that is not JSON (and here also for a frame that cannot be read).
pub const PARSE_ERROR: i64 = -32700;
/// JSON-RPC's code for JSON that is not a request, notification or response.
pub const INVALID_REQUEST: i64 = -32600;

#[derive(Debug, Clone, PartialEq)]
pub enum Frame {
    /// A well-formed JSON-RPC message: its body.
    Message(Vec<u8>),
    /// A frame that was dropped: why, and the error the client is answered with.
    Dropped { why: String, code: i64, id: Json },
}

impl Frame {
    /// The error response a dropped frame is answered with, framed.
    pub fn answer(&self) -> Option<Vec<u8>> {
        let Frame::Dropped { why, code, id } = self else {
            return None;
        };
        let message = if *code == INVALID_REQUEST {
            "Invalid request"
        } else {
            "Parse error"
        };
        let body = json!({
            "jsonrpc": "2.0",
            "id": id,
            "error": { "code": code, "message": format!("{message}: {why}") },
        });
        Some(frame(body.to_string().as_bytes()))
    }
}

/// `body` with its `Content-Length` header.
pub fn frame(body: &[u8]) -> Vec<u8> {
    let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    out.extend_from_slice(body);
    out
}

#[derive(Debug, Default)]
enum State {
    /// Reading a header block.
    #[default]
    Headers,
    /// Waiting for a body of this many bytes.
    Body(usize),
    /// Discarding this many more bytes of a body too large to read.
    Skip(usize),
    /// Discarding everything before the next `Content-Length`.
    Resync,
}

/// Splits a byte stream into frames.
#[derive(Debug, Default)]
pub struct Framer {
    buf: Vec<u8>,
    state: State,
}

impl Framer {
    pub fn new() -> Framer {
        Framer::default()
    }

    /// Bytes as they arrive; [`Framer::next`] gives the frames they complete.
    pub fn push(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
    }

    /// How many bytes are kept waiting for the rest of their frame.
    pub fn buffered(&self) -> usize {
        self.buf.len()
    }

    /// The next complete frame, or `None` until more bytes arrive.
    #[allow(clippy::should_implement_trait)] // not an Iterator: `None` means "not yet", not "done"
    pub fn next(&mut self) -> Option<Frame> {
        loop {
            match self.state {
                State::Headers => {
                    // only the first MAX_HEADER_BYTES may hold the blank line, whatever the
                    // chunks, so a split input is read as the whole one
                    let window = &self.buf[..self.buf.len().min(MAX_HEADER_BYTES)];
                    let Some(end) = find(window, END_OF_HEADERS) else {
                        if self.buf.len() < MAX_HEADER_BYTES {
                            return None;
                        }
                        self.buf.drain(..1);
                        self.state = State::Resync;
                        return Some(dropped(
                            format!("a header block longer than {MAX_HEADER_BYTES} bytes"),
                            PARSE_ERROR,
                        ));
                    };
                    let headers = self.buf[..end].to_vec();
                    self.buf.drain(..end + END_OF_HEADERS.len());
                    match content_length(&headers) {
                        Ok(n) if n > MAX_MESSAGE_BYTES => {
                            self.state = State::Skip(n);
                            return Some(dropped(
                                format!(
                                    "a message of {n} bytes, more than the {} MiB toolsight reads",
                                    MAX_MESSAGE_BYTES / 1024 / 1024
                                ),
                                PARSE_ERROR,
                            ));
                        }
                        Ok(n) => self.state = State::Body(n),
                        Err(why) => {
                            self.state = State::Resync;
                            return Some(dropped(why, PARSE_ERROR));
                        }
                    }
                }
                State::Body(n) => {
                    if self.buf.len() < n {
                        return None;
                    }
                    let body: Vec<u8> = self.buf.drain(..n).collect();
                    self.state = State::Headers;
                    return Some(message(body));
                }
                State::Skip(n) => {
                    let k = n.min(self.buf.len());
                    self.buf.drain(..k);
                    if k < n {
                        self.state = State::Skip(n - k);
                        return None;
                    }
                    self.state = State::Headers;
                }
                State::Resync => match find(&self.buf, RESYNC) {
                    Some(at) => {
                        self.buf.drain(..at);
                        self.state = State::Headers;
                    }
                    None => {
                        // keep what may be the start of a `Content-Length` split across chunks
                        let keep = self.buf.len().min(RESYNC.len() - 1);
                        self.buf.drain(..self.buf.len() - keep);
                        return None;
                    }
                },
            }
        }
    }
}

fn dropped(why: String, code: i64) -> Frame {
    Frame::Dropped {
        why,
        code,
        id: Json::Null,
    }
}

/// What tower-lsp-server decodes a body as (its own type is private): deserialized the same way,
/// from the same text, so a body passed on is one it accepts.
#[derive(serde::Deserialize)]
#[serde(untagged)]
#[allow(dead_code)] // only whether it deserializes matters
enum Message {
    Response(Response),
    Request(Request),
}

/// A body read whole: passed on if it is a JSON-RPC message, else dropped with the error that
/// answers it (with the request's id when it has a readable one).
fn message(body: Vec<u8>) -> Frame {
    let Ok(text) = std::str::from_utf8(&body) else {
        return dropped("the body is not UTF-8".into(), PARSE_ERROR);
    };
    if serde_json::from_str::<Message>(text).is_ok() {
        return Frame::Message(body);
    }
    let value: Json = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return dropped(format!("the body is not JSON ({e})"), PARSE_ERROR),
    };
    // an id the client's library reads back: a string or an integer (`-0` and `1.5` parse as
    // floats, which no JSON-RPC response may carry as its id)
    let id = match value.get("id") {
        Some(id @ Json::String(_)) => id.clone(),
        Some(Json::Number(n)) if n.is_i64() => Json::Number(n.clone()),
        _ => Json::Null,
    };
    Frame::Dropped {
        why: "the body is JSON but not a JSON-RPC request, notification or response".into(),
        code: INVALID_REQUEST,
        id,
    }
}

/// The `Content-Length` of a header block, or why there is none to use.
fn content_length(headers: &[u8]) -> Result<usize, String> {
    let Ok(headers) = std::str::from_utf8(headers) else {
        return Err("a header block that is not UTF-8".into());
    };
    let mut length = None;
    for line in headers.split("\r\n") {
        let Some((name, value)) = line.split_once(':') else {
            return Err(format!("a header line without a colon: {:?}", clip(line)));
        };
        if !name.trim().eq_ignore_ascii_case("Content-Length") {
            continue;
        }
        let value = value.trim();
        // digits only: `-5` and `+5` are not lengths, and a number past usize reads nothing
        let n = (!value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()))
            .then(|| value.parse::<usize>().ok())
            .flatten()
            .ok_or_else(|| format!("a Content-Length that is not a length: {:?}", clip(value)))?;
        if length.is_some_and(|l| l != n) {
            return Err("two different Content-Length headers".into());
        }
        length = Some(n);
    }
    length.ok_or_else(|| "a header block without Content-Length".into())
}

/// At most 40 characters of untrusted text, for a message.
fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one frame `bytes` hold.
    fn only_frame(bytes: &[u8]) -> Frame {
        let mut framer = Framer::new();
        framer.push(bytes);
        let f = framer.next().expect("a frame");
        assert_eq!(framer.next(), None);
        f
    }

    /// Found by fuzzing: a dropped body's id `-0` was echoed as `-0.0`, an answer that is not a
    /// message itself.
    #[test]
    fn an_answer_carries_only_an_id_that_reads_back() {
        for (id, echoed) in [
            ("-0", "null"),
            ("1.5", "null"),
            ("7", "7"),
            ("\"a\"", "\"a\""),
        ] {
            let body = format!("{{\"id\":{id},\"params\":[]}}");
            let answer = only_frame(&frame(body.as_bytes()))
                .answer()
                .expect("answered");
            let Frame::Message(back) = only_frame(&answer) else {
                panic!("the answer to id {id} is not a message");
            };
            let back: Json = serde_json::from_slice(&back).unwrap();
            assert_eq!(back["id"].to_string(), echoed, "id {id}");
        }
    }
}
