#!/usr/bin/python3
"""A screen reader's view of a ResponderKit app, through AT-SPI (pyatspi, as Orca reads applications).

Finds the application named on the command line on the accessibility bus, walks its tree (name, role,
states, extents), checks what the example app (Examples/NotesApp) shows, activates its Load button with
the Action interface, and waits until the rows and the banner it loads appear. Prints "ATSPI OK" and
exits 0 when everything is as expected; otherwise prints the tree and what was wrong, and exits 1.
"""
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

EVENTS = []


def record(event):
    """Keeps each event the app sends: (type, source name, source role, detail1, any_data)."""
    try:
        source = event.source
        EVENTS.append((str(event.type), source.name if source else None,
                       source.getRole() if source else None, event.detail1, event.any_data))
    except Exception as error:  # an event about an object that is already gone
        EVENTS.append((str(event.type), None, None, event.detail1, repr(error)))


def pump(seconds):
    """Runs GLib's main loop (where pyatspi delivers events) for `seconds`."""
    deadline = time.time() + seconds
    context = GLib.MainContext.default()
    while time.time() < deadline:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def seen(kind, predicate=lambda event: True):
    return [event for event in EVENTS if event[0].startswith(kind) and predicate(event)]


def find_app(name, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def walk(node, depth=0, into=None):
    """Every node under `node`, depth first, as (depth, accessible)."""
    into = [] if into is None else into
    into.append((depth, node))
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            walk(child, depth + 1, into)
    return into


def describe(node):
    states = sorted(pyatspi.stateToString(state) for state in node.getState().getStates())
    try:
        box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        extents = (box.x, box.y, box.width, box.height)
    except NotImplementedError:
        extents = None
    return "%r %s %s %s" % (node.name, node.getRoleName(), ",".join(states), extents)


def dump(app):
    return "\n".join("  " * depth + describe(node) for depth, node in walk(app))


def find(app, role, name):
    for _, node in walk(app):
        if node.getRole() == role and node.name == name:
            return node
    return None


def fail(app, message):
    print("FAILED: " + message)
    if app is not None:
        print(dump(app))
    sys.exit(1)


def wait_for(app, condition, timeout=10):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if condition():
            return True
        pump(0.1)
    return False


def set_screen_reader(running):
    """Says on the session bus that a screen reader runs, as Orca does when it starts."""
    subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                    "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status",
                    "string:ScreenReaderEnabled", "variant:boolean:" + ("true" if running else "false")],
                   check=True, stdout=subprocess.DEVNULL, timeout=5)


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else "NotesApp"
    app = find_app(name)
    if app is None:
        fail(None, "no application named %s on the accessibility bus" % name)
    if app.getRole() != pyatspi.ROLE_APPLICATION or app.get_toolkit_name() != "ResponderKit":
        fail(app, "the root is not a ResponderKit application")
    print(dump(app))

    window = app.getChildAtIndex(0)
    if window is None or window.getRole() != pyatspi.ROLE_FRAME:
        fail(app, "the application's first child is not its window")
    title = find(app, pyatspi.ROLE_HEADING, "Notes")
    if title is None:
        fail(app, "no heading 'Notes' (the navigation bar's title)")
    tab = find(app, pyatspi.ROLE_PAGE_TAB, "Notes")
    if tab is None or not tab.getState().contains(pyatspi.STATE_SELECTED):
        fail(app, "no selected tab 'Notes'")
    load = find(app, pyatspi.ROLE_PUSH_BUTTON, "Load")
    if load is None:
        fail(app, "no push button 'Load'")
    box = load.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    if box.width <= 0 or box.height <= 0 or box.x < 0 or box.y < 0:
        fail(app, "the Load button's extents are %r" % ((box.x, box.y, box.width, box.height),))
    if load.parent is None or load.getIndexInParent() < 0:
        fail(app, "the Load button does not know its parent")

    pyatspi.Registry.registerEventListener(
        record, "object:children-changed", "object:announcement", "object:text-changed", "focus:",
        "object:state-changed", "object:property-change:accessible-name", "object:text-caret-moved")
    # Orca starting: the app learns it through PropertiesChanged and announces what it shows briefly.
    set_screen_reader(True)
    pump(0.5)

    action = load.queryAction()
    if action.nActions < 1 or action.getName(0) != "click":
        fail(app, "the Load button has no click action")
    if not action.doAction(0):
        fail(app, "the click action failed")
    if not wait_for(app, lambda: find(app, pyatspi.ROLE_LABEL, "Loaded 2 notes") is not None):
        fail(app, "the banner 'Loaded 2 notes' did not appear after clicking Load")
    rows = [node for _, node in walk(app) if node.getRole() == pyatspi.ROLE_LIST_ITEM]
    if len(rows) != 2:
        fail(app, "%d rows after loading, not 2" % len(rows))
    print("rows: " + ", ".join(row.name for row in rows))
    if not wait_for(app, lambda: seen("object:children-changed:add")):
        fail(app, "no children-changed:add event after the rows and the banner appeared")
    if not wait_for(app, lambda: seen("object:announcement", lambda event: event[4] == "Loaded 2 notes")):
        fail(app, "no announcement 'Loaded 2 notes' (is isVoiceOverRunning true under a screen reader?): %r"
             % EVENTS)
    check_text(app)
    print("events: %d, of kinds %s" % (len(EVENTS), sorted({event[0] for event in EVENTS})))
    print("ATSPI OK")


def check_text(app):
    """Opens the note editor and types into its field as a screen reader does (EditableText), reading
    it back by character, word and box (Text)."""
    new_note = find(app, pyatspi.ROLE_PUSH_BUTTON, "New note")
    if new_note is None or not new_note.queryAction().doAction(0):
        fail(app, "no 'New note' button to click")
    if not wait_for(app, lambda: find(app, pyatspi.ROLE_ENTRY, "A note") is not None):
        fail(app, "no entry 'A note' after clicking New note")
    entry = find(app, pyatspi.ROLE_ENTRY, "A note")
    if not wait_for(app, lambda: seen("focus:", lambda event: event[2] == pyatspi.ROLE_ENTRY)):
        fail(app, "no focus event for the entry, which became first responder: %r" % EVENTS)
    if not entry.getState().contains(pyatspi.STATE_EDITABLE):
        fail(app, "the entry is not editable")
    if not entry.queryEditableText().insertText(0, "Milk", 4):
        fail(app, "InsertText failed")
    text = entry.queryText()
    if not wait_for(app, lambda: text.getText(0, -1) == "Milk"):
        fail(app, "the entry's text is %r, not 'Milk'" % text.getText(0, -1))
    if text.characterCount != 4 or text.caretOffset != 4:
        fail(app, "characterCount %d and caretOffset %d, not 4 and 4" % (text.characterCount, text.caretOffset))
    if not wait_for(app, lambda: seen("object:text-changed:insert", lambda event: event[4] == "Milk")):
        fail(app, "no text-changed:insert event for 'Milk': %r" % EVENTS)
    entry.queryEditableText().setTextContents("Buy bread")
    word = tuple(text.getTextAtOffset(5, pyatspi.TEXT_BOUNDARY_WORD_START))
    if word != ("bread", 4, 9):
        fail(app, "the word at 5 is %r" % (word,))
    box = entry.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    first = text.getCharacterExtents(0, pyatspi.DESKTOP_COORDS)
    if not (box.x <= first[0] < box.x + box.width and box.y <= first[1] < box.y + box.height and first[2] > 0):
        fail(app, "the first character's box %r is not inside the entry's %r"
             % (first, (box.x, box.y, box.width, box.height)))
    if text.getOffsetAtPoint(first[0] + first[2] // 2, first[1] + first[3] // 2, pyatspi.DESKTOP_COORDS) != 0:
        fail(app, "the offset at the first character's middle is not 0")
    print("text: %r, word at 5: %r, first character at %r" % (text.getText(0, -1), word[0], first))


if __name__ == "__main__":
    main()
