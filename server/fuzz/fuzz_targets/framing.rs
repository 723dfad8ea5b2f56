//! The language server's JSON-RPC framing (`toolsight::lsp::framing`) on arbitrary bytes: the
//! first byte picks a chunk size, the rest is standard input. The frames read must not depend on
//! how the input is split into chunks; every message passed on must read back as itself once
//! framed again; every dropped frame's answer must be a JSON-RPC message a client can read; and
//! what is buffered stays within the limits. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use toolsight::lsp::framing::{frame, Frame, Framer, MAX_MESSAGE_BYTES};

/// The frames of `input` pushed `chunk` bytes at a time.
fn frames_of(input: &[u8], chunk: usize) -> Vec<Frame> {
    let mut framer = Framer::new();
    let mut out = Vec::new();
    for piece in input.chunks(chunk) {
        framer.push(piece);
        while let Some(f) = framer.next() {
            out.push(f);
        }
        assert!(framer.buffered() <= MAX_MESSAGE_BYTES + piece.len());
    }
    out
}

/// The one frame `bytes` hold, which must be a message.
fn read_back(bytes: &[u8]) -> Vec<u8> {
    let mut framer = Framer::new();
    framer.push(bytes);
    let Some(Frame::Message(body)) = framer.next() else {
        panic!(
            "{:?} does not read back as a message",
            String::from_utf8_lossy(bytes)
        );
    };
    assert_eq!(framer.next(), None);
    assert_eq!(framer.buffered(), 0);
    body
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let whole = frames_of(input, input.len().max(1));
    let chunked = frames_of(input, pick as usize % 17 + 1);
    assert_eq!(whole, chunked, "the frames depend on the chunks");
    for f in &whole {
        match f {
            Frame::Message(body) => assert_eq!(&read_back(&frame(body)), body),
            Frame::Dropped { .. } => {
                let answer = f.answer().expect("a dropped frame is answered");
                read_back(&answer);
            }
        }
    }
});
