/// Loops for the hot paths, where a closure would cost more than the work.
///
/// A closure written on the main actor is isolated to it, and when it is handed to a generic,
/// non-isolated function (`contains(where:)`, `filter`, `removeAll(where:)`), Swift 6 checks at run
/// time, on every call of the closure, that it runs on the main actor — about a hundred instructions
/// each (found with callgrind in issue 7's chain16). These helpers take no closure.
extension Array where Element: AnyObject {
    /// Whether the array holds `object` (by identity).
    @inline(__always)
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    /// Appends `object` unless the array already holds it (by identity).
    @inline(__always)
    mutating func appendIfAbsent(_ object: Element) {
        if !containsIdentical(object) { append(object) }
    }
}
