#!/usr/bin/env bash
# End-to-end test of `toolsight lsp` in the real Helix, driven through tmux (send-keys /
# capture-pane), with editors/helix/languages.toml and the README's hover variant.
#   tests/helix/run.sh [HX]    HX defaults to the one tests/helix/build-hx.sh builds (cached)
# TOOLSIGHT_BIN defaults to target/debug/toolsight. typescript-language-server (npm) is installed
# into target/helix/tsls once, so toolsight runs beside the usual server as users run it.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
bin="$(realpath "${TOOLSIGHT_BIN:-$repo/target/debug/toolsight}")"
[ -x "$bin" ] || { echo "helix test: $bin is not built (cargo build -p toolsight --bin toolsight)" >&2; exit 1; }
hx="${1:-}"
[ -n "$hx" ] || hx="$("$repo/tests/helix/build-hx.sh" | tail -n1)"
[ -x "$hx" ] || { echo "helix test: no hx at $hx" >&2; exit 1; }
runtime="${HELIX_RUNTIME:-$(dirname "$(dirname "$hx")")/runtime}"
command -v tmux >/dev/null || { echo "helix test: tmux is not installed" >&2; exit 1; }
fail() { echo "helix test FAILED: $*" >&2; exit 1; }
step() { echo "== helix: $*"; }

tsls="$repo/target/helix/tsls"
if [ ! -x "$tsls/node_modules/.bin/typescript-language-server" ]; then
  step "typescript-language-server into $tsls"
  mkdir -p "$tsls"
  (cd "$tsls" && { [ -f package.json ] || npm init -y >/dev/null; } &&
    timeout 300 npm i --no-audit --no-fund --loglevel=error typescript-language-server@4 typescript@5)
fi

tmp="$(mktemp -d)"
session="toolsight-hx-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin" "$tmp/config/helix" "$tmp/home"
ln -s "$bin" "$tmp/bin/toolsight"
ln -s "$tsls/node_modules/.bin/typescript-language-server" "$tmp/bin/typescript-language-server"
export PATH="$tmp/bin:$PATH" HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/home/.cache" \
  XDG_DATA_HOME="$tmp/home/.local/share" HELIX_RUNTIME="$runtime"
# diagnostics as text on screen, so capture-pane sees them
cat >"$tmp/config/helix/config.toml" <<'TOML'
[editor]
end-of-line-diagnostics = "hint"
[editor.inline-diagnostics]
cursor-line = "hint"
other-lines = "hint"
TOML
cp "$repo/editors/helix/languages.toml" "$tmp/config/helix/languages.toml"

step "hx --health ($("$hx" --version))"
for lang in typescript tsx javascript jsx python; do
  # (it colours its output even into a file: strip the escapes)
  "$hx" --health "$lang" 2>&1 | sed 's/\x1b\[[0-9;]*m//g' >"$tmp/health-$lang.txt" || true
  grep -Eq "✓ toolsight: $tmp/bin/toolsight" "$tmp/health-$lang.txt" || { cat "$tmp/health-$lang.txt"; fail "$lang: toolsight not configured"; }
done
grep -q '✓ typescript-language-server' "$tmp/health-typescript.txt" || { cat "$tmp/health-typescript.txt"; fail "typescript-language-server missing"; }

screen() { tmux capture-pane -p -J -t "$session"; }
wait_for() { # wait_for WHAT REGEX [seconds]: poll the screen
  local end=$((SECONDS + ${3:-30}))
  while ((SECONDS < end)); do screen | grep -Eq -- "$2" && return 0; sleep 0.1; done
  echo "--- screen:"; screen; echo "--- helix log:"; tail -n 40 "$tmp/home/.cache/helix/helix.log" 2>/dev/null || true
  fail "$1: the screen never showed /$2/"
}
wait_gone() {
  local end=$((SECONDS + ${3:-30}))
  while ((SECONDS < end)); do screen | grep -Eq -- "$2" || return 0; sleep 0.1; done
  echo "--- screen:"; screen; fail "$1: /$2/ stayed on screen"
}
keys() { tmux send-keys -t "$session" "$@"; }
start_hx() { # start_hx FILE: in a fresh tmux session, in a fresh copy of the example
  rm -rf "$tmp/work" && cp -R "$repo/examples/seed-converter-server" "$tmp/work"
  tmux kill-session -t "$session" 2>/dev/null || true
  tmux new-session -d -s "$session" -x 250 -y 50 -c "$tmp/work" \
    "env PATH='$PATH' HOME='$HOME' XDG_CONFIG_HOME='$XDG_CONFIG_HOME' XDG_CACHE_HOME='$XDG_CACHE_HOME' HELIX_RUNTIME='$HELIX_RUNTIME' '$hx' '$1'"
}

step "languages.toml: the diagnostic, the quick fix, save"
start_hx src/tools/banking.ts
wait_for "toolsight's diagnostic on since" 'never reaches the wire'
keys ':8' Enter
keys '/30 days ago' Enter
keys Space a
wait_for "the code action menu" 'Move the description before the wrappers'
# the menu mixes toolsight's actions with typescript-language-server's, in the order the answers
# came: count the rows above toolsight's fix (the menu's rows start in one column) and step down
screen >"$repo/target/helix/code-action-screen.txt"
downs="$(python3 - "$repo/target/helix/code-action-screen.txt" <<'PY'
import sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
title = "Move the description before the wrappers"
row = next(i for i, l in enumerate(lines) if title in l)
col = lines[row].index(title)
top = row
def starts_entry(l):
    return len(l) > col and l[col] != " " and (col == 0 or l[col - 1] == " ")
while top > 0 and starts_entry(lines[top - 1]):
    top -= 1
print(row - top)
PY
)"
echo "toolsight's fix is row $((downs + 1)) of the menu"
for _ in $(seq "$downs"); do keys Down; done
keys Enter
wait_for "the fixed line" 'since: z\.string\(\)\.describe\("YYYY-MM-DD; the default is 30 days ago"\)\.optional\(\)'
wait_gone "the diagnostic on since" '30 days ago" never reaches the wire'
keys ':write' Enter
end=$((SECONDS + 30))
until grep -q 'since: z.string().describe("YYYY-MM-DD; the default is 30 days ago").optional()' "$tmp/work/src/tools/banking.ts"; do
  ((SECONDS < end)) || fail "the fix was not saved"
  sleep 0.1
done
keys ':quit!' Enter

step "the README's hover variant: space k on the tool's name"
awk '/^  ```toml$/ {on=1; next} /^  ```$/ {on=0} on' "$repo/editors/helix/README.md" | sed 's/^  //' >"$tmp/variant.toml"
grep -q '^# toolsight: wire JSON on hover' "$tmp/variant.toml" || fail "README has no hover variant block"
{ sed -n '/^\[language-server.toolsight\]/,/^$/p' "$repo/editors/helix/languages.toml"; cat "$tmp/variant.toml"; } \
  >"$tmp/config/helix/languages.toml"
start_hx src/tools/banking.ts
wait_for "toolsight's diagnostic" 'never reaches the wire'
keys ':4' Enter
keys '/banking_tx_history' Enter
keys Space k
wait_for "the hover with the wire JSON" '"inputSchema"'
wait_for "the hover's tool name" '"name": "banking_tx_history"'
screen >"$repo/target/helix/hover-screen.txt"
keys Escape ':quit!' Enter
echo "helix test passed (screens: target/helix/code-action-screen.txt, target/helix/hover-screen.txt)"
