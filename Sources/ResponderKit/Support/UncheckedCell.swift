/// A stored value whose accesses skip Swift's run-time exclusivity check in release builds and are
/// checked by this type in debug builds: the one way core code outside the touch path's own types
/// turns the check off.
///
/// Swift checks, at run time, every access to a class's stored `var` that it cannot prove is alone: a
/// call into the runtime to begin the access and another to end it. For most properties that cost is
/// nothing next to the work; for the few that a per-frame or per-view loop touches thousands of times
/// (the animator's tracks, the layout pass's flags, the solved values) it is the largest part of the
/// loop — each owner's comment gives the figure. Such a property keeps its name as a computed property
/// over a `let` cell:
///
///     private let trackCell = UncheckedCell<[AnimationTrack]>([], name: "ViewAnimator.tracks")
///     var tracks: [AnimationTrack] {
///         _read { yield trackCell.value }
///         _modify { yield &trackCell.value }
///     }
///
///     debug:   tracks[i].x = 1 ──▶ modify begins ──another access already under way?──▶ trap, naming it
///     release: tracks[i].x = 1 ──▶ the array, in place (no runtime call, no copy)
///
/// In debug builds (the tests and both sanitizer runs) a modification that overlaps another access
/// traps with the cell's name, as Swift's own check would; so a mistake is still caught where it is
/// made, not left to corrupt memory silently in release. A `let` holding a class reference needs no
/// check of its own, so the only check skipped is the one this type replaces.
final class UncheckedCell<Value> {
    // The one field the cell exists for; its accesses are checked by hand below in debug builds.
    // animate-views1k: 23215 → 51166 ns without (its owners' figures; scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) private var storage: Value
    #if DEBUG
    /// What the cell holds, for the trap's message.
    private let name: StaticString
    /// Whether a modification is under way.
    private var modifying = false
    #endif

    /// A cell holding `value`; `name` says what it is (used only in debug builds' messages).
    init(_ value: Value, name: StaticString) {
        storage = value
        #if DEBUG
        self.name = name
        #endif
    }

    var value: Value {
        // A read borrows the value in place (no copy, so no retain of an array's buffer).
        @inline(__always) _read {
            #if DEBUG
            precondition(
                !modifying,
                "\(name) was read while it was being modified: finish the modification (copy out what the "
                    + "mutating code needs) before reading it again")
            #endif
            yield storage
        }
        @inline(__always) _modify {
            #if DEBUG
            precondition(
                !modifying,
                "\(name) was modified while it was already being modified: the inner access overlaps the outer "
                    + "one; end the outer one first")
            modifying = true
            defer { modifying = false }
            #endif
            yield &storage
        }
    }
}
