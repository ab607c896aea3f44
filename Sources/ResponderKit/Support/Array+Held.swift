/// Walks over an array of objects without a retain and release per element, for the per-view passes
/// (the layout pass's walk down the tree): each element is handed to the body as an ``Unretained``, held
/// by the array itself.
///
/// The rule that makes it safe: the array the walk reads is a value the caller keeps for the whole walk
/// (a local copy, or an element of its own stack), so every element stays alive even if the body changes
/// the original (that copies it). The body must not empty that very copy. Debug builds check each element
/// as ``Unretained`` does. The saving is real: a view that has weak references (a constraint's
/// `firstItem`, an app's outlet) has a side table, and every retain and release of it takes the runtime's
/// slow path.
extension Array where Element: AnyObject {
    /// Calls `body` with each element, front to back, none of them retained.
    @MainActor @inline(__always)
    func forEachHeld(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unretained(buffer[index], heldBy: "the array a forEachHeld walk keeps for the walk").with(body)
            }
        }
    }

    /// `body`'s result for the element at `index`, not retained.
    @MainActor @inline(__always)
    func withHeld<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
        withUnsafeBufferPointer { buffer in
            Unretained(buffer[index], heldBy: "the array a withHeld call reads from").with(body)
        }
    }
}
