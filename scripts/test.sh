#!/usr/bin/env bash
# Every test of the project: the core package, then the SDL backend's (its translation and drawing,
# its frame loop, and the end-to-end tests that drive responderkit-window under Xvfb with xdotool),
# then the sanitizer runs and a short run of the fuzz target.
#
# Drawing needs Debian's Cairo, Pango and libjpeg-turbo (loaded at run time: docs/Drawing.md); the backend
# needs Debian's SDL2, SDL2_ttf, a font, Xvfb, xdotool and xwd, and its accessibility bridge D-Bus,
# at-spi2-core and pyatspi (the screen reader's side of its end-to-end test). When one is missing and
# apt-get can be used (as root), they are installed; otherwise the script says what to install and
# fails — it never skips the backend's tests.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(libcairo2 libpangocairo-1.0-0 libturbojpeg0 libsdl2-dev libsdl2-ttf-dev fonts-dejavu-core
          xvfb xdotool x11-apps pkg-config libdbus-1-dev dbus at-spi2-core python3-pyatspi)
missing=()
ldconfig -p | grep -q 'libcairo\.so\.2 ' || missing+=(libcairo2)
ldconfig -p | grep -q 'libturbojpeg\.so\.0 ' || missing+=(libturbojpeg0)
ldconfig -p | grep -q 'libpangocairo-1\.0\.so\.0 ' || missing+=(libpangocairo-1.0-0)
[ -f /usr/include/SDL2/SDL.h ] || missing+=(libsdl2-dev)
[ -f /usr/include/SDL2/SDL_ttf.h ] || missing+=(libsdl2-ttf-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || [ -n "${RESPONDERKIT_FONT:-}" ] ||
    missing+=(fonts-dejavu-core)
command -v Xvfb > /dev/null || missing+=(xvfb)
command -v xdotool > /dev/null || missing+=(xdotool)
command -v xwd > /dev/null || missing+=(x11-apps)
[ -f /usr/include/dbus-1.0/dbus/dbus.h ] || missing+=(libdbus-1-dev)
command -v pkg-config > /dev/null || missing+=(pkg-config)
command -v dbus-run-session > /dev/null || missing+=(dbus)
[ -x /usr/libexec/at-spi-bus-launcher ] || missing+=(at-spi2-core)
/usr/bin/python3 -c 'import pyatspi' 2> /dev/null || missing+=(python3-pyatspi)
if [ ${#missing[@]} -gt 0 ]; then
    if command -v apt-get > /dev/null && [ "$(id -u)" = 0 ]; then
        echo "test.sh: installing ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" > /dev/null
    else
        echo "test.sh: the drawing and SDL backend's tests need: ${missing[*]}" \
            "(Debian: apt-get install -y ${packages[*]})" >&2
        exit 1
    fi
fi

# Each step says how long it took, so that the run's time can be kept in check (docs/Reliability.md).
step() {
    local started=$SECONDS
    "$@"
    echo "test.sh: $((SECONDS - started)) s: $*" >&2
}

# The drawing tests run (and fail without Cairo) rather than skip.
export RESPONDERKIT_REQUIRE_DRAWING=1
step swift test
# The layout solver against Kiwi (kiwisolver from PyPI) on 3,000 seeded random systems.
step scripts/solver-differential.sh 3000
# The README's and docs/Tour.md's swift blocks compile as written.
step scripts/check-readme-examples.sh
# The example app, which the SDL backend's end-to-end test starts in a real window, and its snapshot
# tests (its screens against the PNGs in Examples/NotesApp/Tests/NotesAppTests/Snapshots).
step swift build --package-path Examples/NotesApp
step swift test --package-path Examples/NotesApp
# A whole iOS app (Examples/TasksApp: an Xcode project, storyboards, a nib, an asset catalog, a scene
# delegate) ported into a package by responderkit-port — which exits 0 only when nothing is left for a
# person and the package's code type-checks — and built; the SDL backend's end-to-end test drives it.
rm -rf .build-ported && mkdir -p .build-ported && cp -R Examples/TasksApp .build-ported/TasksApp
step swift run --package-path Tools/responderkit-port responderkit-port --write .build-ported/TasksApp
step swift build --package-path .build-ported/TasksApp
step swift test --package-path Backends/SDL
# responderkit-port's golden tests, its command, and the ported example app driven end to end.
step swift test --package-path Tools/responderkit-port
# The concurrency tests under ThreadSanitizer, and the suite under AddressSanitizer (its
# LeakSanitizer is off: it cannot see Swift's weak-reference side tables; see docs/Reliability.md).
# Under AddressSanitizer the ten largest differential tests — the same code as smaller tests, over
# thousands of points and hundreds of rounds — are left to the long run by hand, which takes them all.
step swift test --package-path Sanitizers --sanitize=thread
largest='crowdsMovedThroughTheirGrid|scrolledAnswersMatch|fourThousandDeep|oneFingerSameLogBothWays'
largest+='|relistedIndexAgreesWithPlainAlgorithm|deepTreeLaysOutInOrder|sameLogBothWays'
largest+='|patchedIndexAgreesWithPlainAlgorithm|regionTable|hundredThousandConstraints'
skip=(--skip "$largest")
[ -z "${RESPONDERKIT_LONG_RUN:-}" ] || skip=()
step env ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build-asan "${skip[@]}"
# The fuzz target still builds and gets through its seed corpus and a few thousand mutations (the
# long run is by hand: docs/Reliability.md). New inputs go to a scratch folder, not the corpus.
step swift build --package-path Fuzz -c debug -Xswiftc -sanitize=fuzzer,address
# (Appearance breaks are reported, not trapped, here: a new break that random mutations stumble on is
# read and kept in Fuzz/Open, not a failure of an unrelated submission; long runs trap. docs/Reliability.md.)
ASAN_OPTIONS=detect_leaks=0 RESPONDERKIT_FUZZ_APPEARANCE=report \
    Fuzz/.build/debug/responderkit-fuzz "$(mktemp -d)" Fuzz/Corpus -runs=3000 -detect_leaks=0
