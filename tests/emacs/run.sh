#!/usr/bin/env bash
# End-to-end test of `toolsight lsp` in Emacs + eglot (batch mode), with editors/emacs/README.md's snippet.
#   tests/emacs/run.sh [EMACS]        EMACS defaults to `emacs` on PATH (Debian: emacs-nox elpa-eglot)
# TOOLSIGHT_BIN defaults to target/debug/toolsight. Exit status 0 only if every step passed.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
emacs="$(command -v "${1:-emacs}")" || { echo "emacs test: no emacs binary '${1:-emacs}'" >&2; exit 1; }
bin="$(realpath "${TOOLSIGHT_BIN:-$repo/target/debug/toolsight}")"
[ -x "$bin" ] || { echo "emacs test: $bin is not built (cargo build -p toolsight --bin toolsight)" >&2; exit 1; }
tmp="$(mktemp -d)"
mkdir -p "$tmp/bin" "$tmp/home"
ln -s "$bin" "$tmp/bin/toolsight"   # the README snippet runs `toolsight` from PATH
# a copy of the example (the quick fix edits it), a git checkout so project.el finds its root
cp -R "$repo/examples/seed-converter-server" "$tmp/work"
git -C "$tmp/work" init -q
out="$tmp/result.json"
echo "== $("$emacs" --version | head -n1)"
set +e
# no -Q: Debian's site start-up must run for (require 'eglot) on Emacs 28
env HOME="$tmp/home" PATH="$tmp/bin:$PATH" TOOLSIGHT_REPO="$repo" TOOLSIGHT_WORK="$tmp/work" TOOLSIGHT_OUT="$out" \
  timeout 120 "$emacs" --batch -l "$repo/tests/emacs/eglot_test.el" </dev/null
rc=$?
set -e
[ -s "$out" ] && { cat "$out"; echo; }
if [ "$rc" -ne 0 ]; then
  [ "$rc" -eq 124 ] && echo "emacs test: emacs timed out after 120 s"
  echo "emacs test FAILED (exit $rc); temp dir kept: $tmp"
  exit 1
fi
rm -rf "$tmp"
echo "emacs test passed"
