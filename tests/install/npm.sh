#!/usr/bin/env bash
# The npm channel end to end: pack the launcher `toolsight` and the platform package
# `@toolsight/cli-linux-x64` (packaging/npm/pack.mjs) from this repository, install both tarballs
# with `npm i -D` into a copy of examples/notes-server (a Node project; its SDK and zod come from
# the registry), and run `npx toolsight` there.
#   tests/install/npm.sh        TOOLSIGHT_BIN: the binary to pack (default target/debug/toolsight)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
bin="$(realpath "${TOOLSIGHT_BIN:-$repo/target/debug/toolsight}")"
[ -x "$bin" ] || { echo "npm test: $bin is not built (cargo build -p toolsight --bin toolsight)" >&2; exit 1; }
step() { echo "== npm: $*"; }
fail() { echo "npm test FAILED: $*" >&2; exit 1; }
target="$(node -p 'process.platform + "-" + process.arch')"
[ "$target" = linux-x64 ] || fail "this test packs linux-x64; node says $target"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export npm_config_cache="$tmp/npm-cache" npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# keep the real cache when there is one: the registry packages of the example then come from it
[ -d "${HOME:-/nonexistent}/.npm" ] && export npm_config_cache="$HOME/.npm"

step "pack"
timeout 120 node "$repo/packaging/npm/pack.mjs" --binary "$bin" --out "$tmp/dist" | tee "$tmp/packed.txt"
version="$(sed -nE 's/^version\s*=\s*"([^"]+)".*/\1/p' "$repo/server/Cargo.toml" | head -n1)"
launcher="$tmp/dist/toolsight-$version.tgz"
platform="$tmp/dist/toolsight-cli-linux-x64-$version.tgz"
[ -f "$launcher" ] && [ -f "$platform" ] || fail "want $launcher and $platform"
launcher_files="$(tar -tzf "$launcher" | sort | tr '\n' ' ')"
[ "$launcher_files" = 'package/README.md package/bin/toolsight.js package/package.json ' ] \
  || fail "launcher tarball holds: $launcher_files"
# (listings into variables first: `tar | grep -q` can fail with SIGPIPE under pipefail)
platform_files="$(tar -tzf "$platform")"
grep -qx 'package/toolsight' <<<"$platform_files" || fail "platform tarball holds: $platform_files"
mkdir -p "$repo/target/install/npm" && cp "$launcher" "$platform" "$repo/target/install/npm/"

step "npm i -D both tarballs into a copy of examples/notes-server"
proj="$tmp/proj"
cp -R "$repo/examples/notes-server" "$proj"
(cd "$proj" && timeout 300 npm i -D --loglevel=error "$launcher" "$platform")
[ -x "$proj/node_modules/@toolsight/cli-linux-x64/toolsight" ] || fail "the platform package's binary is not installed"
[ -L "$proj/node_modules/.bin/toolsight" ] || fail "no node_modules/.bin/toolsight"
grep -q '"toolsight": "file:' "$proj/package.json" || fail "toolsight is not in devDependencies"

step "npx toolsight"
(cd "$proj" && timeout 60 npx --no-install toolsight --version) | grep -qx "toolsight $version" || fail "npx toolsight --version"
(cd "$proj" && timeout 120 "$bin" check --exit-zero) >"$tmp/expected.txt"
grep -Eq '^Found [0-9]+ findings' "$tmp/expected.txt" || fail "the binary found nothing in the copy"
(cd "$proj" && timeout 120 npx --no-install toolsight check --exit-zero) >"$tmp/npx.txt" || fail "npx toolsight check --exit-zero exited $?"
diff -u "$tmp/expected.txt" "$tmp/npx.txt" || fail "npx output differs from the binary's"
set +e
(cd "$proj" && timeout 120 npx --no-install toolsight check >/dev/null)
rc=$?
set -e
[ "$rc" -eq 1 ] || fail "npx toolsight check exited $rc, want 1 (the exit status must pass through)"
(cd "$proj" && timeout 60 npx --no-install toolsight schema) >"$tmp/schema.json"
grep -q '"name": "create_note"' "$tmp/schema.json" || fail "npx toolsight schema has no create_note"
echo "npx: $(tail -n1 "$tmp/npx.txt")"

step "without the platform package the launcher says what to do"
proj2="$tmp/proj2"
mkdir -p "$proj2" && (cd "$proj2" && npm init -y >/dev/null && timeout 300 npm i -D --omit=optional --loglevel=error "$launcher")
[ ! -e "$proj2/node_modules/@toolsight/cli-linux-x64" ] || fail "--omit=optional installed the platform package"
set +e
(cd "$proj2" && timeout 60 npx --no-install toolsight check) >"$tmp/missing.txt" 2>&1
rc=$?
set -e
[ "$rc" -eq 2 ] || { cat "$tmp/missing.txt"; fail "without the binary the launcher exited $rc, want 2"; }
grep -q '@toolsight/cli-linux-x64 is not installed' "$tmp/missing.txt" || { cat "$tmp/missing.txt"; fail "no clear message"; }
grep -q 'pip install toolsight' "$tmp/missing.txt" || fail "the message names no other install"

echo "npm test passed ($(basename "$launcher"), $(basename "$platform"))"
