import Foundation
import ResponderKit

/// What changed, since a client last saw them, in the objects the bridge has shown clients — the events
/// AT-SPI's listeners (Orca) keep their caches by: children added and removed, names, descriptions,
/// states, values, text inserted and deleted, the caret.
///
/// ```
///  a client asks about a node ──▶ remember(node) — a snapshot of what it was told
///  every `interval` (from pump) ──▶ changes() — each remembered node now vs its snapshot
///                                    ──▶ [Change] ──▶ the bridge's signals (ATSPIEvents.swift)
/// ```
///
/// UIKit's runtime learns of changes from the app's `.layoutChanged`/`.screenChanged` posts; AT-SPI's
/// listeners expect to be told of every change, and iOS code posts far fewer notifications than a
/// GTK widget emits signals. The watcher compares instead, over the nodes clients have seen only (a
/// node no one asked about has nothing to invalidate), so its cost grows with what the screen reader
/// has read, not with the app. A node that goes away is dropped; its parent's snapshot reports it gone.
@MainActor
final class ATSPIChangeWatcher {
    /// What a client was told about one node.
    struct Snapshot: Equatable {
        var name: String
        var description: String
        var states: Set<Int>
        /// The children a client listed (their paths), or `nil` when it has not listed them.
        var children: [String]?
        var value: String
        var text: String?
        var caret: Int?
    }

    /// One change, as AT-SPI reports it.
    enum Change: Equatable {
        case childAdded(parent: String, index: Int, child: String)
        case childRemoved(parent: String, index: Int, child: String)
        case name(String, String)
        case description(String, String)
        case state(String, ATSPIState, Bool)
        case value(String)
        case textInserted(String, offset: Int, String)
        case textDeleted(String, offset: Int, String)
        case caretMoved(String, Int)
    }

    /// How a node is read now: its snapshot (with its children when `withChildren`) for a path.
    typealias Reader = @MainActor (_ path: String, _ withChildren: Bool) -> Snapshot?

    private var snapshots: [String: Snapshot] = [:]
    private let read: Reader
    /// The most nodes kept: past it, the oldest-seen are forgotten (and no longer reported on).
    let limit: Int
    private var order: [String] = []

    init(limit: Int = 4096, read: @escaping Reader) {
        self.limit = limit
        self.read = read
    }

    /// The number of nodes watched.
    var count: Int { snapshots.count }

    /// Notes what a client is being told about the node at `path`: `children`, the paths of the
    /// children it is being listed (the caller has them already: they are not worked out again).
    func remember(_ path: String, listing children: [String]? = nil) {
        if snapshots[path] == nil {
            guard let snapshot = read(path, false) else { return }
            order.append(path)
            if order.count > limit, let oldest = order.firstIndex(where: { !protected.contains($0) }) {
                snapshots[order.remove(at: oldest)] = nil
            }
            snapshots[path] = snapshot
        }
        // A listing tells the client the children as they are now (the rest of what changed is
        // reported by `changes()`), so a later comparison starts from them.
        if let children { snapshots[path]?.children = children }
    }

    /// Paths never forgotten for room (the application: its windows come and go).
    var protected: Set<String> = []

    /// Every change since the last call (or since each node was first remembered), in an order a
    /// listener can apply: removals before additions, a node's own changes after its parent's.
    func changes() -> [Change] {
        var result: [Change] = []
        var gone: [String] = []
        for path in order {
            guard let old = snapshots[path] else { continue }
            guard let new = read(path, old.children != nil) else {
                gone.append(path)
                continue
            }
            guard new != old else { continue }
            result += Self.difference(path, from: old, to: new)
            snapshots[path] = new
        }
        if !gone.isEmpty {
            let dropped = Set(gone)
            for path in gone { snapshots[path] = nil }
            order.removeAll { dropped.contains($0) }
        }
        return result
    }

    static func difference(_ path: String, from old: Snapshot, to new: Snapshot) -> [Change] {
        var result: [Change] = []
        if let before = old.children, let after = new.children, before != after {
            let kept = Set(after)
            var remaining = before
            // Removed from the end first, so each index is where the child was at that moment.
            for index in before.indices.reversed() where !kept.contains(before[index]) {
                result.append(.childRemoved(parent: path, index: index, child: before[index]))
                remaining.remove(at: index)
            }
            let had = Set(remaining)
            for (index, child) in after.enumerated() where !had.contains(child) {
                result.append(.childAdded(parent: path, index: index, child: child))
            }
        }
        if old.name != new.name { result.append(.name(path, new.name)) }
        if old.description != new.description { result.append(.description(path, new.description)) }
        for raw in old.states.symmetricDifference(new.states).sorted() {
            guard let state = ATSPIState(rawValue: raw), state != .focused else { continue }
            result.append(.state(path, state, new.states.contains(raw)))
        }
        if old.value != new.value { result.append(.value(path)) }
        if let before = old.text, let after = new.text, before != after {
            result += textChanges(path, from: before, to: after)
        }
        if let caret = new.caret, caret != old.caret { result.append(.caretMoved(path, caret)) }
        return result
    }

    /// The text that went and came between `before` and `after`: the middle that differs once the
    /// common start and end are set aside, in scalars.
    static func textChanges(_ path: String, from before: String, to after: String) -> [Change] {
        let old = Array(before.unicodeScalars), new = Array(after.unicodeScalars)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var result: [Change] = []
        if old.count - suffix > prefix {
            result.append(.textDeleted(path, offset: prefix, ATSPIText.string(old, prefix..<(old.count - suffix))))
        }
        if new.count - suffix > prefix {
            result.append(.textInserted(path, offset: prefix, ATSPIText.string(new, prefix..<(new.count - suffix))))
        }
        return result
    }
}
