import Foundation

/// Draws a window's view tree as SVG: each visible view as a rectangle in its background colour with
/// its name, the touch point, the hit-test path in thick outline, the views hit-testing passed over
/// dashed with their reason, and the responder chain as arrows from the hit view upwards, with the
/// one that handled the event (if given) highlighted.
extension EventTracer {
    /// The picture of `window` for a touch at `point` (window coordinates), or of the tree alone.
    public static func svg(
        of window: UIWindow, touchAt point: CGPoint? = nil, handledBy handler: UIResponder? = nil
    ) -> String {
        let explanation = point.map { explain(window: window, at: $0) }
        var verdicts: [ObjectIdentifier: HitTestVerdict] = [:]
        for record in explanation?.visits ?? [] {
            if case let .hitTestVisit(view, _, verdict) = record.kind, let id = view.identity { verdicts[id] = verdict }
        }
        let hitPath = Set(explanation?.responderChain.compactMap(\.identity) ?? [])
        let size = window.bounds.size
        let legendHeight: CGFloat = 24 + 18 * CGFloat(max(explanation?.responderChain.count ?? 0, 1))
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(size.width))" height="\(n(size.height + legendHeight))" \
        viewBox="0 0 \(n(size.width)) \(n(size.height + legendHeight))" font-family="sans-serif" font-size="11">
        <title>\(escape(ResponderName(window).name))</title>
        <defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" \
        orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#c0392b"/></marker></defs>
        <rect class="window" x="0" y="0" width="\(n(size.width))" height="\(n(size.height))" \
        fill="#fafafa" stroke="#333"/>

        """
        var centers: [ObjectIdentifier: CGPoint] = [:]
        func draw(_ view: UIView) {
            guard !view.isHidden else { return }
            let frame = view.convert(view.bounds, to: window)
            let id = ObjectIdentifier(view)
            centers[id] = CGPoint(x: frame.midX, y: frame.midY)
            if view !== window {
                let fill = view.backgroundColor.map(color) ?? "none"
                let opacity = view.backgroundColor.map { n($0.alpha * view.alpha) } ?? "1"
                var stroke = "#555", width = "1", dash = ""
                var cssClass = "view"
                if hitPath.contains(id) { stroke = "#c0392b"; width = "3"; cssClass = "view hit-path" }
                if let verdict = verdicts[id], isSkip(verdict) {
                    dash = " stroke-dasharray=\"5,3\""; cssClass = "view skipped"
                }
                svg +=
                    "<rect class=\"\(cssClass)\" data-name=\"\(escape(ResponderName(view).name))\" "
                        + "x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
                        + "height=\"\(n(frame.height))\" fill=\"\(fill)\" fill-opacity=\"\(opacity)\" "
                        + "stroke=\"\(stroke)\" stroke-width=\"\(width)\"\(dash)/>\n"
                var label = ResponderName(view).name
                if let verdict = verdicts[id], isSkip(verdict) { label += " — \(verdict)" }
                svg +=
                    "<text class=\"label\" x=\"\(n(frame.minX + 3))\" "
                        + "y=\"\(n(frame.minY + 12))\">\(escape(label))</text>\n"
            }
            for child in view.subviewStorage { draw(child) }
        }
        draw(window)
        if let explanation {
            let chain = explanation.responderChain
            // Arrows between the views of the chain that are on screen.
            let onScreen = chain.compactMap { name -> (ResponderName, CGPoint)? in
                guard let id = name.identity, let c = centers[id] else { return nil }
                return (name, c)
            }
            for (a, b) in zip(onScreen, onScreen.dropFirst()) {
                svg +=
                    "<line class=\"chain\" x1=\"\(n(a.1.x))\" y1=\"\(n(a.1.y))\" x2=\"\(n(b.1.x))\" "
                        + "y2=\"\(n(b.1.y))\" stroke=\"#c0392b\" stroke-width=\"1.5\" marker-end=\"url(#arrow)\"/>\n"
            }
            svg +=
                "<circle class=\"touch\" cx=\"\(n(explanation.point.x))\" cy=\"\(n(explanation.point.y))\" r=\"8\" "
                    + "fill=\"#2980b9\" fill-opacity=\"0.6\" stroke=\"#1a5276\"/>\n"
            var y = size.height + 16
            svg +=
                "<text class=\"legend\" x=\"4\" y=\"\(n(y))\" font-weight=\"bold\">responder chain from the "
                    + "hit-test view:</text>\n"
            for name in chain {
                y += 18
                let handled = handler.map { ObjectIdentifier($0) == name.identity } ?? false
                let emphasis = handled ? " font-weight=\"bold\" fill=\"#c0392b\"" : ""
                let label = escape(name.name) + (handled ? " ← handled it" : "")
                let linkClass = handled ? "chain-link handled" : "chain-link"
                svg += "<text class=\"\(linkClass)\" x=\"14\" y=\"\(n(y))\"\(emphasis)>\(label)</text>\n"
            }
            if chain.isEmpty {
                svg += "<text class=\"legend\" x=\"14\" y=\"\(n(y + 18))\">no view takes this touch</text>\n"
            }
        }
        svg += "</svg>\n"
        return svg
    }

    private static func isSkip(_ verdict: HitTestVerdict) -> Bool {
        switch verdict {
        case .hidden, .transparent, .interactionDisabled, .pointOutside: return true
        default: return false
        }
    }

    private static func n(_ v: CGFloat) -> String { TraceFormat.number(v) }

    private static func color(_ c: UIColor) -> String {
        func h(_ v: CGFloat) -> String { String(format: "%02x", Int((v * 255).rounded())) }
        return "#\(h(c.red))\(h(c.green))\(h(c.blue))"
    }

    private static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
