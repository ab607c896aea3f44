import Foundation

extension UIView {
    /// The view and everything below it, a line each, indented by depth — what UIKit's private
    /// `recursiveDescription` prints in the debugger, with what decides where a touch goes and where a
    /// view sits: its frame, the flags that keep touches out (hidden, alpha, interaction off, clipping),
    /// its gesture recognizers with their states, and its constraints. A ResponderKit addition
    /// (UIKit's is not public API); the tracer (`EventTracer`) explains one touch, this shows the tree.
    ///
    /// ```
    /// <UIWindow; frame = (0 0; 390 844)>
    ///    | <UIView 'card'; frame = (20 100; 350 200); gestureRecognizers = [UITapGestureRecognizer possible]>
    ///    |    | <UIButton; frame = (0 0; 100 44); constraints = 1 (<NSLayoutConstraint …>); …>
    /// ```
    ///
    /// A tree deeper than the responder chain's bound is cut there, with a line that says so.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], depth: Int) {
        let indent = String(repeating: "   | ", count: depth)
        guard depth <= ResponderChainBound.maximumHops else {
            lines.append(indent + "… deeper views left out")
            return
        }
        var line = String(summary.dropLast())
        if clipsToBounds { line += "; clipsToBounds = YES" }
        if let recognizers = gestureRecognizers, !recognizers.isEmpty {
            let described = recognizers.map { recognizer in
                "\(Swift.type(of: recognizer)) \(recognizer.state)" + (recognizer.isEnabled ? "" : " disabled")
            }
            line += "; gestureRecognizers = [\(described.joined(separator: ", "))]"
        }
        if !constraints.isEmpty {
            line += "; constraints = \(constraints.count) (\(constraints.map(\.description).joined(separator: ", ")))"
        }
        if !translatesAutoresizingMaskIntoConstraints { line += "; translatesAutoresizingMaskIntoConstraints = NO" }
        lines.append(indent + line + ">")
        for subview in subviews { subview.describe(into: &lines, depth: depth + 1) }
    }
}
