import Foundation

/// A list view's reuse: what each reuse identifier makes (a class or a nib) and the views queued under
/// it, shared by `UITableView` (cells; headers and footers) and `UICollectionView` (cells and
/// supplementary views, keyed by kind and identifier). UIKit's contract is the same for both:
/// "registering a class or nib replaces the identifier's earlier registration", `nil` removes it, and a
/// dequeue returns a queued view before it makes a new one (Apple, `register(_:forCellReuseIdentifier:)`,
/// `dequeueReusableCell(withIdentifier:)`).
///
/// The registry only keeps the bookkeeping: making a view, `prepareForReuse()`, and the diagnostics stay
/// with each view, which knows its own initialisers and messages. It calls no app code.
struct ListReuseRegistry<Key: Hashable, View: AnyObject> {
    /// What an identifier makes.
    enum Source {
        case type(View.Type)
        case nib(UINib)
    }

    private var sources: [Key: Source] = [:]
    private var queues: [Key: [View]] = [:]

    /// What `key` makes, if anything is registered for it.
    func source(for key: Key) -> Source? { sources[key] }

    /// Registers `source` for `key`, replacing a class or nib registered before; `nil` removes it.
    mutating func register(_ source: Source?, for key: Key) { sources[key] = source }

    /// Puts `view` at the end of `key`'s queue.
    mutating func enqueue(_ view: View, for key: Key) { queues[key, default: []].append(view) }

    /// The view queued last under `key`, taken off the queue (in place: the queue is not copied).
    mutating func dequeue(for key: Key) -> View? { queues[key]?.popLast() }

    /// Takes `view` off `key`'s queue, wherever it is (a table shows a queued cell again when an update
    /// brings its row back before the cell was dequeued).
    mutating func remove(_ view: View, for key: Key) { queues[key]?.removeAll { $0 === view } }
}
