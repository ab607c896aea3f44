import Foundation

/// `constraintsAffectingLayout(for:)` of views and layout guides: the active constraints that name
/// the item (directly, or as an end of an `anchorWithOffset(to:)` distance) with an attribute on the
/// axis. UIKit also lists the constraints it makes itself (content size, autoresizing) and may list
/// ones that reach the item through other views; ResponderKit keeps those inside the engine, so only
/// the application's own constraints are listed — the ones a debugging session looks for.
extension UIView {
    /// The active constraints naming `item` (this view, or one of its layout guides) on `axis`.
    func constraintsNaming(_ item: AnyObject, on axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let naming = layoutStorage?.naming else { return [] }
        var found: [NSLayoutConstraint] = []
        for constraint in naming
        where constraint.axis(of: item) == axis && !found.contains(where: { $0 === constraint }) {
            found.append(constraint)
        }
        return found
    }
}
