#!/usr/bin/env bash
# Every ```swift block of the README and of docs/Tour.md compiles as written. Each block is type-checked as the
# main file of a program of its own (its top-level code runs on the main actor, as in an app's
# main.swift), against the modules of the debug build, in Swift 6 mode with warnings as errors.
# A block that is a fragment must say so by declaring what it uses: the README shows only code
# that compiles.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product responderkit-demo > /dev/null   # builds ResponderKit and ResponderKitTesting
modules="$(swift build --show-bin-path)/Modules"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The README keeps a short tour; docs/Tour.md has the rest. Both are checked the same way.
failed=0
checked=0
for doc in README.md docs/Tour.md; do
    rm -rf "$work"/block* "$work/lines"
    awk -v dir="$work" '
        /^```swift[[:space:]]*$/ {
            inside = 1; count += 1; file = sprintf("%s/block%02d", dir, count); system("mkdir -p " file)
            file = file "/main.swift"; printf "" > file; start[count] = NR + 1; next
        }
        /^```/ && inside { inside = 0; close(file); next }
        inside { print > file }
        END { for (i = 1; i <= count; i++) print i, start[i] > (dir "/lines") }
    ' "$doc"
    [ -f "$work/lines" ] || continue
    while read -r index line; do
        block=$(printf '%s/block%02d/main.swift' "$work" "$index")
        checked=$((checked + 1))
        if ! swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$modules" "$block" > "$work/out" 2>&1; then
            failed=$((failed + 1))
            echo "$doc:$line: this swift block does not compile:" >&2
            sed "s|$block|$doc block at line $line|" "$work/out" >&2
        fi
    done < "$work/lines"
done

echo "README examples: $((checked - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
