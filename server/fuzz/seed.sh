#!/usr/bin/env bash
# Builds the fuzzers' seed corpora from the repository's own sources (the oracle cases, the
# fixtures, the examples and the bad inputs of tests/robustness) into server/fuzz/corpus/, which
# git ignores; what the fuzzers find is added there. For `analyse`, the first byte of a seed picks
# the file's extension (0 .ts, 1 .js, 2 .tsx, 3 .mjs, 4 .cjs, 5 .py).
set -euo pipefail
cd "$(dirname "$0")"
top=../..
mkdir -p corpus/analyse corpus/config corpus/framing corpus/document
n=0
while IFS= read -r -d '' f; do
  case "$f" in
    *.ts) pick='\x00' ;; *.js) pick='\x01' ;; *.tsx) pick='\x02' ;; *.mjs) pick='\x03' ;; *.cjs) pick='\x04' ;; *.py) pick='\x05' ;;
    *) continue ;;
  esac
  size=$(wc -c < "$f")
  [ "$size" -le 65536 ] || continue
  { printf "$pick"; cat "$f"; } > "corpus/analyse/seed-$n"
  n=$((n + 1))
done < <(find "$top/tests/oracle/cases" "$top/tests/oracle-py/cases" "$top/tests/fixtures" "$top/examples" "$top/tests/robustness" \
  -path '*/node_modules' -prune -o -type f -print0)
m=0
while IFS= read -r -d '' f; do
  cp "$f" "corpus/config/seed-$m"
  m=$((m + 1))
done < <(find "$top/tests" "$top/examples" -path '*/node_modules' -prune -o -name 'toolsight.toml' -type f -print0)
# framing: the first byte picks the chunk size; a well-formed session, and the bad frames of
# tests/robustness/lsp-bad-frames before it
msg() { printf 'Content-Length: %d\r\n\r\n%s' "${#1}" "$1"; }
init='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'
good="$(msg "$init")$(msg '{"jsonrpc":"2.0","method":"initialized","params":{}}')$(msg '{"jsonrpc":"2.0","id":2,"result":null}')"
k=0
for bad in '' 'Content-Length: 5\r\n\r\n{bad}' 'Content-Length: -5\r\n\r\n' 'Content-Type: x; charset=utf-8\r\n\r\n{}' \
  'Content-Length: 99999999999999999999\r\n\r\n' 'Content-Length: 67108865\r\n\r\n' 'Content-Length: 20\r\n\r\n{"id":7,"params":[]}' 'Content-Length: 21\r\n\r\n{"id":-0,"params":[]}'; do
  { printf '\x07'; printf "$bad"; printf '%s' "$good"; } > "corpus/framing/seed-$k"
  k=$((k + 1))
done
# document: a source file, a NUL, then the bytes the edits are drawn from (a few fixed ones)
j=0
while IFS= read -r -d '' f; do
  [ "$(wc -c < "$f")" -le 16384 ] || continue
  { cat "$f"; printf '\x00\x01\x00\x03\x05\x0a\x03\x08\x05xy("\x02\x03'; } > "corpus/document/seed-$j"
  j=$((j + 1))
done < <(find "$top/tests/oracle/cases" "$top/tests/oracle-py/cases" "$top/examples" -path '*/node_modules' -prune -o -type f \( -name '*.ts' -o -name '*.js' -o -name '*.py' \) -print0)
echo "seeded $n analysis inputs, $m configurations, $k framing inputs and $j documents"
