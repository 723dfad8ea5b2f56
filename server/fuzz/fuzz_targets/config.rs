//! The `toolsight.toml` parser on arbitrary text: a configuration or an error naming the line,
//! never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = toolsight::config::Config::parse(std::path::Path::new("toolsight.toml"), text);
    }
});
