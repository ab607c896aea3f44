#!/usr/bin/python3
"""A screen reader's view of a ResponderKit app, through AT-SPI (pyatspi, as Orca reads applications).

Finds the application named on the command line on the accessibility bus, walks its tree (name, role,
states, extents), checks what the example app (Examples/NotesApp) shows, activates its Load button with
the Action interface, and waits until the rows and the banner it loads appear. Prints "ATSPI OK" and
exits 0 when everything is as expected; otherwise prints the tree and what was wrong, and exits 1.
"""
import sys
import time

import pyatspi


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
        time.sleep(0.1)
    return False


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
    print("ATSPI OK")


if __name__ == "__main__":
    main()
