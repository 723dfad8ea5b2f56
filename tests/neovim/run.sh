#!/usr/bin/env bash
# End-to-end test of `toolsight lsp` in headless Neovim.
#   tests/neovim/run.sh [NVIM] [MODE...]
# NVIM defaults to `nvim` on PATH; TOOLSIGHT_BIN defaults to target/debug/toolsight.
# MODEs (see lsp_test.lua): default "enable start" on Neovim >= 0.11, "start" on 0.8-0.10,
# "start_client" on 0.7. Exit status 0 only if every mode passed.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
nvim="${1:-nvim}"
shift || true
nvim="$(command -v "$nvim")" || { echo "neovim test: no nvim binary '${1:-nvim}'" >&2; exit 1; }
bin="$(realpath "${TOOLSIGHT_BIN:-$repo/target/debug/toolsight}")"
[ -x "$bin" ] || { echo "neovim test: $bin is not built (cargo build -p toolsight --bin toolsight)" >&2; exit 1; }

version="$("$nvim" --version | head -n1 | sed -E 's/^NVIM v([0-9]+\.[0-9]+\.[0-9]+).*/\1/')"
minor="$(echo "$version" | cut -d. -f2)"
if [ "$#" -eq 0 ]; then
  if [ "$minor" -ge 11 ]; then set -- enable start
  elif [ "$minor" -ge 8 ]; then set -- start
  else set -- start_client
  fi
fi

status=0
for mode in "$@"; do
  tmp="$(mktemp -d)"
  # the README snippets run `toolsight` from PATH
  mkdir -p "$tmp/bin" "$tmp/home"
  ln -s "$bin" "$tmp/bin/toolsight"
  # a copy of the bundled example, so the quick fix does not touch the repository
  cp -R "$repo/examples/seed-converter-server" "$tmp/work"
  cp -R "$repo/examples/python-server" "$tmp/pywork"
  out="$tmp/result.json"
  echo "== neovim $version, mode $mode"
  set +e
  env HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_STATE_HOME="$tmp/home/.local/state" \
    XDG_CACHE_HOME="$tmp/home/.cache" XDG_DATA_HOME="$tmp/home/.local/share" \
    PATH="$tmp/bin:$PATH" TOOLSIGHT_MODE="$mode" TOOLSIGHT_REPO="$repo" \
    TOOLSIGHT_WORK="$tmp/work" TOOLSIGHT_PY_WORK="$tmp/pywork" TOOLSIGHT_OUT="$out" \
    timeout 120 "$nvim" --headless --clean -c "luafile $repo/tests/neovim/lsp_test.lua" </dev/null
  rc=$?
  set -e
  echo
  if [ -s "$out" ]; then cat "$out"; echo; fi
  if [ "$rc" -ne 0 ]; then
    status=1
    [ "$rc" -eq 124 ] && echo "neovim test: nvim timed out after 120 s"
    echo "neovim test FAILED (nvim $version, mode $mode, exit $rc); LSP log:"
    find "$tmp/home" -name lsp.log -exec tail -n 200 {} \; 2>/dev/null || true
    echo "(temp dir kept: $tmp)"
  else
    echo "neovim test passed (nvim $version, mode $mode)"
    rm -rf "$tmp"
  fi
done
exit "$status"
