#!/usr/bin/env bash
# Runs an app in a real window (Xvfb) on a private accessibility bus and reads it as a screen reader
# does: scripts/atspi-client.py through pyatspi. Usage: scripts/atspi-end-to-end.sh <app executable>.
# Needs Debian's xvfb, dbus, at-spi2-core and python3-pyatspi. Exits with the client's status.
set -u
app="$1"
if [ -z "${ATSPI_SIGNALS_RESET:-}" ]; then
    # A test runner's thread may block every signal, and children inherit the mask: timeout, kill and
    # dbus-run-session would then wait forever. Start again with no signal blocked.
    ATSPI_SIGNALS_RESET=1 exec /usr/bin/python3 -c \
        'import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])' \
        "$0" "$@"
fi
if [ -z "${ATSPI_END_TO_END_SESSION:-}" ]; then
    # A session bus of our own, and a runtime directory of our own for the accessibility bus's socket
    # (at-spi-bus-launcher puts it in $XDG_RUNTIME_DIR/at-spi), so runs never meet the desktop's or
    # each other's.
    runtime="$(mktemp -d)"
    chmod 700 "$runtime"
    ATSPI_END_TO_END_SESSION=1 XDG_RUNTIME_DIR="$runtime" timeout 120 dbus-run-session -- "$0" "$@" < /dev/null
    status=$?
    rm -rf "$runtime"
    exit $status
fi
here="$(cd "$(dirname "$0")" && pwd)"
display=":$(( 90 + RANDOM % 800 ))"
log="$XDG_RUNTIME_DIR/app.log"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null; done
    sleep 0.3
    for pid in "${pids[@]}"; do kill -9 "$pid" 2> /dev/null; done
    # The accessibility bus's daemon, which the launcher started.
    pkill -f "$XDG_RUNTIME_DIR/at-spi" 2> /dev/null
}
trap cleanup EXIT
echo "atspi-end-to-end: Xvfb on $display"
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp > /dev/null 2>&1 &
pids+=($!)
/usr/libexec/at-spi-bus-launcher --launch-immediately --a11y=1 > /dev/null 2>&1 &
pids+=($!)
ready=no
for _ in $(seq 100); do
    if timeout 2 dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress \
        > /dev/null 2>&1; then ready=yes; break; fi
    sleep 0.1
done
echo "atspi-end-to-end: accessibility bus ready: $ready"
DISPLAY="$display" "$app" > "$log" 2>&1 &
pids+=($!)
timeout 90 /usr/bin/python3 "$here/atspi-client.py" "$(basename "$app")"
status=$?
if [ $status -ne 0 ]; then echo "atspi-end-to-end: the app's output:"; cat "$log"; fi
exit $status
