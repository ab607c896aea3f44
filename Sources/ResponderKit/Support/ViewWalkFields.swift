/// The fields of a view that the walks over the tree read on every view they pass, in a cell of their own
/// so that those reads skip Swift's run-time exclusivity check without UIView declaring any unchecked field.
///
///     UIView ──let walk──▶ ViewWalkFields        (made with the view, one allocation, never replaced)
///       view.subviewSlots   ─▶ walk.subviewSlots     hit-testing, removal, compaction, deinit
///       view.hitTestSlot    ─▶ walk.hitTestSlot      the hit-test index and its patching
///       view.isHidden       ─▶ walk.isHidden         the index's build, which reads every view
///       view.needsLayoutFlag ─▶ walk.needsLayout     the layout pass's walk down the tree
///
///     release: one load more per read (the cell), no call into the runtime
///
/// Swift checks at run time every access to a class's stored `var` that it cannot prove alone: a call
/// into the runtime to begin the access and another to end it (about 150 instructions). For these
/// fields that check is most of the work of the loops that read them; each field's comment gives the
/// benchmark line that shows it, counted with callgrind without the annotation (docs/Performance.md).
/// Every field here is assigned whole or mutated by code that runs no other code meanwhile (no
/// callback, no observer), so no access can overlap another.
///
/// Views in UIKit are used on the main thread only, and so are these; the cell is `Sendable` without
/// the compiler's proof because nonisolated code reaches it: the walk up the tree
/// (Delivery/UIView+WalksUp.swift), the compaction of a parent's list, the hit-test index's `deinit`
/// and UIView's own `deinit`, each of which runs on the main actor in practice (a view's last release
/// happens there; the ThreadSanitizer run of the suite checks it).
final class ViewWalkFields: @unchecked Sendable {
    // Declared in memory order. The first 16 bytes — the parent, the slot index and the four flags — are
    // what a removal, a walk up and the layout pass read of every view; an object's address is a multiple
    // of 16, so they are always in one cache line. The index build reads the next 16 as well.
    /// The parent, unretained (Delivery/UIView+WalksUp.swift, `superviewStorage`, says why).
    var superview: Unretained<UIView>?
    /// Where the view probably is in its parent's `subviewSlots` (set when it is appended and when the
    /// list is compacted; checked before use, and worked out again when stale, so 32 bits are enough).
    // remove100k: 266,594,588 → 305,007,880 instructions without (callgrind, --scale 0.1 --runs 1, 2026-12-01)
    @exclusivity(unchecked) var slotIndex: Int32 = -1
    /// `isHidden` and `isUserInteractionEnabled` as set (UIView's properties, which apps may override,
    /// read and write them); the hit-test index reads both for every view it builds.
    // rebuild: 206 → 253 ns without (scripts/ab-bench.sh; callgrind: 10 % more instructions, 2026-12-01)
    @exclusivity(unchecked) var isHidden = false
    // rebuild: 206 → 253 ns without (scripts/ab-bench.sh; callgrind: 10 % more instructions, 2026-12-01)
    @exclusivity(unchecked) var isUserInteractionEnabled = true
    /// Whether `layoutSubviews` is due (a new view's is, as in UIKit), and whether a descendant's is.
    // layout1k-resize: 1,378,000 → 1,611,000 instructions without (callgrind, per pass, 2026-12-01)
    @exclusivity(unchecked) var needsLayout = true
    // layout1k-resize: 1,378,000 → 1,611,000 instructions without (callgrind, per pass, 2026-12-01)
    @exclusivity(unchecked) var descendantNeedsLayout = false
    /// The subviews as stored, back to front, with the ones removed since the last compaction still in
    /// place (`subviewStorage`, Views/UIView+Hierarchy.swift).
    // remove100k: 266,594,588 → 305,007,880 instructions without (callgrind, --scale 0.1 --runs 1, 2026-12-01)
    @exclusivity(unchecked) var subviewSlots: [UIView] = []
    /// The index that patches the view's node when the view changes, and the node's number there
    /// (HitTestIndex+Patching.swift); the index sets and clears both.
    // scroll10k: 1,155 → 1,337 instructions without (callgrind, per frame, 2026-12-01)
    @exclusivity(unchecked) var hitTestSlot: HitTestIndex.Slot = (nil, 0)
    /// How many of `subviewSlots` were removed since the last compaction.
    // remove100k: 266,594,588 → 305,007,880 instructions without (callgrind, --scale 0.1 --runs 1, 2026-12-01)
    @exclusivity(unchecked) var removedSlots = 0
    /// The recognizers attached to the view (`gestureRecognizers`), read, not retained, on a touch's walk
    /// up the tree (`GestureArena.anyRecognizer(from:)`). Checked: without the check chain16 runs 4.6 %
    /// fewer instructions (callgrind), under the 5 % an annotation needs.
    var gestureRecognizers: [UIGestureRecognizer]?
    /// The hit-test index of the view's subtree, built by the first query after a change
    /// (HitTesting/HitTestIndex.swift); `hitTestIndexMemory` is its memory, set with it, always.
    // scroll10k: 1,155 → 1,337 instructions without (callgrind, per frame, 2026-12-01)
    @exclusivity(unchecked) var hitTestIndex: HitTestIndex? {
        didSet { hitTestIndexMemory = hitTestIndex?.memory }
    }
    /// What a query reads of `hitTestIndex`, as a plain pointer, so that a query that runs no other code
    /// need not retain the index (HitTestIndex.Memory).
    // scroll10k: 1,155 → 1,337 instructions without (callgrind, per frame, 2026-12-01)
    @exclusivity(unchecked) private(set) var hitTestIndexMemory: HitTestIndex.MemoryPointer?
}

/// The cell's fields under the names the rest of the core uses; each is inlined to a load from the
/// cell (a `_read`/`_modify` for the arrays, so reading them retains nothing and changing them copies
/// nothing).
extension UIView {
    /// The parent as stored (``superviewStorage``, Delivery/UIView+WalksUp.swift, reads and writes it as a
    /// `UIView?`).
    nonisolated var superviewReference: Unretained<UIView>? {
        @inline(__always) get { walk.superview }
        @inline(__always) set { walk.superview = newValue }
    }
    nonisolated var subviewSlots: [UIView] {
        @inline(__always) _read { yield walk.subviewSlots }
        @inline(__always) _modify { yield &walk.subviewSlots }
    }
    nonisolated var removedSlots: Int {
        @inline(__always) get { walk.removedSlots }
        @inline(__always) set { walk.removedSlots = newValue }
    }
    nonisolated var slotIndex: Int {
        @inline(__always) get { Int(walk.slotIndex) }
        // A hint, checked before use: a list past 2³¹ views only makes it stale.
        @inline(__always) set { walk.slotIndex = Int32(truncatingIfNeeded: newValue) }
    }
    nonisolated var hitTestIndexStorage: HitTestIndex? {
        @inline(__always) get { walk.hitTestIndex }
        @inline(__always) set { walk.hitTestIndex = newValue }
    }
    nonisolated var hitTestIndexMemory: HitTestIndex.MemoryPointer? {
        @inline(__always) get { walk.hitTestIndexMemory }
    }
    nonisolated var hitTestSlot: HitTestIndex.Slot {
        @inline(__always) get { walk.hitTestSlot }
        @inline(__always) set { walk.hitTestSlot = newValue }
    }
    nonisolated var needsLayoutFlag: Bool {
        @inline(__always) get { walk.needsLayout }
        @inline(__always) set { walk.needsLayout = newValue }
    }
    nonisolated var descendantNeedsLayout: Bool {
        @inline(__always) get { walk.descendantNeedsLayout }
        @inline(__always) set { walk.descendantNeedsLayout = newValue }
    }
    nonisolated var gestureRecognizerStorage: [UIGestureRecognizer]? {
        @inline(__always) _read { yield walk.gestureRecognizers }
        @inline(__always) _modify { yield &walk.gestureRecognizers }
    }
}
