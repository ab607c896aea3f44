import Foundation
import ResponderKit

/// A node of the tree the bridge publishes: the application at the root, then ResponderKit's
/// element tree (`AssistiveTechnology`), window by window.
enum ATSPINode {
    case application
    case object(AccessibleObject)

    var object: AccessibleObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}

/// The object paths the bridge has handed out and what each stands for. An object keeps its path while
/// it lives (a client caches paths); the table holds objects weakly, so a view that goes away is
/// unknown from then on and a client asking about it gets `UnknownObject`.
@MainActor
final class ATSPIObjects {
    static let prefix = "/org/a11y/atspi/accessible/"
    static let rootPath = prefix + "root"

    private final class Entry {
        weak var object: AccessibleObject?
        init(_ object: AccessibleObject) { self.object = object }
    }

    private var entries: [Int: Entry] = [:]
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var parents: [ObjectIdentifier: String] = [:]
    private var nextNumber = 1

    /// The path of `object`, given it now if it has none.
    func path(of object: AccessibleObject) -> String {
        let key = ObjectIdentifier(object)
        if let number = numbers[key], entries[number]?.object === object { return Self.prefix + String(number) }
        let number = nextNumber
        nextNumber += 1
        entries[number] = Entry(object)
        numbers[key] = number
        if entries.count % 1024 == 0 { dropDeadEntries() }
        return Self.prefix + String(number)
    }

    /// What `path` stands for, or `nil` for an unknown or gone object.
    func node(at path: String) -> ATSPINode? {
        if path == Self.rootPath { return .application }
        guard path.hasPrefix(Self.prefix), let number = Int(path.dropFirst(Self.prefix.count)),
              let object = entries[number]?.object else { return nil }
        return .object(object)
    }

    /// Records that `child` was listed under the node at `parentPath`.
    func recordParent(_ parentPath: String, of child: AccessibleObject) {
        parents[ObjectIdentifier(child)] = parentPath
    }

    /// The path of the node `object` was last listed under.
    func parentPath(of object: AccessibleObject) -> String? { parents[ObjectIdentifier(object)] }

    private func dropDeadEntries() {
        for (number, entry) in entries where entry.object == nil {
            entries[number] = nil
        }
        let live = Set(entries.values.compactMap { $0.object.map(ObjectIdentifier.init) })
        numbers = numbers.filter { live.contains($0.key) }
        parents = parents.filter { live.contains($0.key) }
    }
}
