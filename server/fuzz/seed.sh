#!/usr/bin/env bash
# Builds the fuzzers' seed corpora from the repository's own sources (the oracle cases, the
# fixtures, the examples and the bad inputs of tests/robustness) into server/fuzz/corpus/, which
# git ignores; what the fuzzers find is added there. For `analyse`, the first byte of a seed picks
# the file's extension (0 .ts, 1 .js, 2 .tsx, 3 .mjs, 4 .cjs).
set -euo pipefail
cd "$(dirname "$0")"
top=../..
mkdir -p corpus/analyse corpus/config
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
echo "seeded $n analysis inputs and $m configurations"
