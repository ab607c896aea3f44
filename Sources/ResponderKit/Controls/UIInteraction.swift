import Foundation

/// Behaviour added to a view with `addInteraction(_:)` — UIKit's `UIInteraction` protocol (iOS 11):
/// the edit menu (``UIEditMenuInteraction``) is one.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view` (`nil`: removed).
    func willMove(to view: UIView?)
    /// Called after the interaction was attached to `view` (`nil`: removed).
    func didMove(to view: UIView?)
}

/// The interactions of each view. Held beside the view, not in it (ResponderKit keeps UIView's own
/// storage small): entries of views that went away are dropped as the table changes.
@MainActor
enum InteractionTable {
    struct Entry {
        weak var view: UIView?
        var interactions: [any UIInteraction]
    }
    static var entries: [ObjectIdentifier: Entry] = [:]

    static func prune() {
        entries = entries.filter { $0.value.view != nil }
    }
}

extension UIView {
    /// The interactions added to the view, in the order added.
    public var interactions: [any UIInteraction] {
        get {
            guard let entry = InteractionTable.entries[ObjectIdentifier(self)], entry.view === self else { return [] }
            return entry.interactions
        }
        set {
            for old in interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Adds `interaction` (moving it from the view it was on); it hears `willMove`/`didMove`.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        interaction.willMove(to: self)
        InteractionTable.prune()
        var entry =
            InteractionTable.entries[ObjectIdentifier(self)] ?? InteractionTable.Entry(view: self, interactions: [])
        entry.interactions.append(interaction)
        InteractionTable.entries[ObjectIdentifier(self)] = entry
        interaction.didMove(to: self)
    }

    /// Removes `interaction`; it hears `willMove(to: nil)`/`didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard var entry = InteractionTable.entries[ObjectIdentifier(self)],
              let index = entry.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        entry.interactions.remove(at: index)
        InteractionTable.entries[ObjectIdentifier(self)] = entry.interactions.isEmpty ? nil : entry
        interaction.didMove(to: nil)
    }
}
