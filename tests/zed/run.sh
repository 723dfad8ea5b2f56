#!/usr/bin/env bash
# The Zed extension, built for wasm32-wasip2 and run for real in a test host: wasmtime's component
# model with the WIT of the zed_extension_api version the extension uses (tests/zed/host).
# Zed itself does not run here, so this proves the component and its answers, not Zed's UI.
#   tests/zed/run.sh      needs the wasm32-wasip2 target (rustup target add wasm32-wasip2)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
fail() { echo "zed test FAILED: $*" >&2; exit 1; }
rustup target list --installed 2>/dev/null | grep -qx wasm32-wasip2 \
  || fail "the wasm32-wasip2 target is not installed (rustup target add wasm32-wasip2)"

echo "== zed: build editors/zed for wasm32-wasip2"
(cd "$repo/editors/zed" && CARGO_TARGET_DIR="$repo/target/zed-ext" timeout 1800 cargo build --locked --release --target wasm32-wasip2)
wasm="$repo/target/zed-ext/wasm32-wasip2/release/zed_toolsight.wasm"
[ -f "$wasm" ] || fail "no $wasm"
# a component, not a core module (the component-model layer is 0x0d 0x00 0x01 0x00 after the magic)
[ "$(head -c 8 "$wasm" | od -An -tx1 | tr -d ' \n')" = "0061736d0d000100" ] || fail "$wasm is not a component"
cp "$wasm" "$repo/target/zed-ext/toolsight.wasm"
echo "$wasm ($(stat -c %s "$wasm") bytes)"

echo "== zed: the host's WIT is the one of the zed_extension_api the extension locks"
version="$(awk '/^name = "zed_extension_api"$/ {getline; gsub(/[^0-9.]/, ""); print; exit}' "$repo/editors/zed/Cargo.lock")"
crate="$(cd "$repo/editors/zed" && cargo metadata --format-version 1 --locked 2>/dev/null |
  python3 -c 'import json,sys,os; m=json.load(sys.stdin); print(next(os.path.dirname(p["manifest_path"]) for p in m["packages"] if p["name"]=="zed_extension_api"))')"
world="$(grep -o 'since_v[0-9.]*' "$crate/src/extension_api.rs" | head -n1)"
echo "zed_extension_api $version uses wit/$world"
[ -d "$repo/tests/zed/host/wit/$world" ] || fail "tests/zed/host/wit has no $world: copy $crate/wit/$world there"
grep -q "path: \"wit/$world\"" "$repo/tests/zed/host/src/main.rs" || fail "the host's bindgen! does not read wit/$world"
diff -r -x '*.rs' "$crate/wit/$world" "$repo/tests/zed/host/wit/$world" || fail "tests/zed/host/wit/$world differs from the crate's"

echo "== zed: run the component in the test host"
(cd "$repo/tests/zed/host" && CARGO_TARGET_DIR="$repo/target/zed-host" timeout 3600 cargo run --locked --quiet -- "$wasm")
echo "zed test passed"
