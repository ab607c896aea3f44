#!/usr/bin/env bash
# Measures heap allocations per tap sequence (down, move, up through the 1,021-view app1k tree) with no
# tracer installed, for this checkout and for a baseline commit (default: 8b72f16, the last commit
# before the tracer existed), under valgrind (Debian: apt-get install -y valgrind).
#   scripts/measure-tracer-allocations.sh [BASELINE_COMMIT]
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:-8b72f16}"
work=$(mktemp -d)
trap 'git worktree remove --force "$work/base" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add -f "$work/base" "$base" > /dev/null 2>&1
mkdir -p "$work/base/Benchmarks"

cp -r Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Benchmarks "$work/base/Benchmarks/"
count() {  # package dir, sequences -> allocations
    valgrind --tool=memcheck --leak-check=no "$1/.build/release/TracerAllocations" "$2" 2>&1 \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
for side in head base; do
    dir=Benchmarks
    [ "$side" = base ] && dir="$work/base/Benchmarks"
    swift build -c release --package-path "$dir" --product TracerAllocations > /dev/null
    a=$(count "$dir" 100); b=$(count "$dir" 300)
    echo "$side: $(( (b - a) / 200 )) allocations per tap sequence (100 sequences: $a, 300: $b)"
done
