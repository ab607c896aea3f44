/// Loops for the hot paths, where a closure would cost more than the work.
///
/// A closure written on the main actor is isolated to it, and when it is handed to a generic,
/// non-isolated function (`contains(where:)`, `filter`, `removeAll(where:)`), Swift 6 checks at run
/// time, on every call of the closure, that it runs on the main actor — about a hundred instructions
/// each (found with callgrind on chain16). These helpers take no closure.
extension Array where Element: AnyObject {
    /// Whether the array holds `object` (by identity).
    /// (Compares addresses in the array's storage: an object that is weakly referenced somewhere —
    /// a gesture recognizer — takes the slow path on every retain, and a loop that retained each
    /// element made a search of a thousand recognizers cost a thousand of those.)
    @inline(__always)
    func containsIdentical(_ object: Element) -> Bool {
        let target = ObjectIdentifier(object)
        return withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: ObjectIdentifier.self) { identifiers in
                for identifier in identifiers where identifier == target { return true }
                return false
            }
        }
    }

    /// The index of `object` (by identity), without retaining the elements it passes.
    @inline(__always)
    func firstIdenticalIndex(of object: Element) -> Int? {
        let target = ObjectIdentifier(object)
        return withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: ObjectIdentifier.self) { identifiers in
                for index in identifiers.indices where identifiers[index] == target { return index }
                return nil
            }
        }
    }

    /// Removes the first occurrence of `object` (by identity); `remove(at:)` moves the rest without
    /// retaining them, where `removeAll(where:)` retains and releases every element it passes.
    @inline(__always)
    mutating func removeFirstIdentical(_ object: Element) {
        if let index = firstIdenticalIndex(of: object) { remove(at: index) }
    }

    /// Appends `object` unless the array already holds it (by identity).
    @inline(__always)
    mutating func appendIfAbsent(_ object: Element) {
        if !containsIdentical(object) { append(object) }
    }
}
