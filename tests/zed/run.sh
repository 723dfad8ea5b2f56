#!/usr/bin/env bash
# The Zed extension, built for wasm32-wasip2 and run for real in a test host: wasmtime's component
# model with the WIT of the zed_extension_api version the extension uses (tests/zed/host; its build.rs
# copies the crate's own wit/ from cargo's registry source at build time, none is kept here).
# Zed itself does not run here, so this proves the component and its answers, not Zed's UI.
#   tests/zed/run.sh      needs the wasm32-wasip2 target (rustup target add wasm32-wasip2)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
fail() { echo "zed test FAILED: $*" >&2; exit 1; }
rustup target list --installed 2>/dev/null | grep -qx wasm32-wasip2 \
  || fail "the wasm32-wasip2 target is not installed (rustup target add wasm32-wasip2)"

# the cargo target dirs live outside the clone (TOOLSIGHT_CI_CACHE), one per rustc: a fresh clone
# reuses the compiled wasmtime and zed_extension_api (cargo's fingerprints decide what is stale)
cache="${TOOLSIGHT_CI_CACHE:-$HOME/.cache/toolsight-ci}/zed"
rustc_key="$(rustc -V | awk '{gsub(/[()]/, ""); print $2 "-" $3}')"
ext_target="$cache/ext-target-$rustc_key"
host_target="$cache/host-target-$rustc_key"
mkdir -p "$cache" "$repo/target/zed-ext"

echo "== zed: build editors/zed for wasm32-wasip2 (target dir $ext_target)"
(cd "$repo/editors/zed" && CARGO_TARGET_DIR="$ext_target" timeout 1800 cargo build --locked --release --target wasm32-wasip2)
wasm="$repo/target/zed-ext/toolsight.wasm"
cp "$ext_target/wasm32-wasip2/release/zed_toolsight.wasm" "$wasm" || fail "the build made no zed_toolsight.wasm"
# a component, not a core module (the component-model layer is 0x0d 0x00 0x01 0x00 after the magic)
[ "$(head -c 8 "$wasm" | od -An -tx1 | tr -d ' \n')" = "0061736d0d000100" ] || fail "$wasm is not a component"
echo "$wasm ($(stat -c %s "$wasm") bytes)"

echo "== zed: the host's WIT: the wit/ of the zed_extension_api the extension locks (crates.io source)"
version="$(awk '/^name = "zed_extension_api"$/ {getline; gsub(/[^0-9.]/, ""); print; exit}' "$repo/editors/zed/Cargo.lock")"
crate="$(cd "$repo/editors/zed" && cargo metadata --format-version 1 --locked 2>/dev/null |
  python3 -c 'import json,sys,os; m=json.load(sys.stdin); print(next(os.path.dirname(p["manifest_path"]) for p in m["packages"] if p["name"]=="zed_extension_api"))')" \
  || fail "cargo metadata in editors/zed does not find zed_extension_api"
[ -d "$crate/wit" ] || fail "$crate has no wit/ (the host's build.rs copies it from there)"
echo "zed_extension_api $version: $crate/wit"
export ZED_EXTENSION_API_DIR="$crate"   # read by tests/zed/host/build.rs

echo "== zed: run the component in the test host (target dir $host_target)"
(cd "$repo/tests/zed/host" && CARGO_TARGET_DIR="$host_target" timeout 3600 cargo run --locked --quiet -- "$wasm")
echo "zed test passed"
