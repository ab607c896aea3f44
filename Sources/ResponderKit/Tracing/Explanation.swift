import Foundation

/// The plain-language account of a hit-test: which view a touch at a point reaches, by which path,
/// which views were passed over and why, and — for a view you expected — why it did not get it.
public struct HitTestExplanation: Sendable {
    /// The window asked.
    public var window: ResponderName
    /// The point, in the window's coordinates.
    public var point: CGPoint
    /// The view that gets the touch, if any.
    public var hitView: ResponderName?
    /// The records of the hit-test, in the order they were made.
    public var visits: [TraceRecord]
    /// The responder chain from the hit view to the end (the views that would be offered the touch
    /// if each passes it on).
    public var responderChain: [ResponderName]
    /// The answer, in one sentence.
    public var answer: String

    /// The whole account, as lines of text.
    public var text: String {
        var lines = ["Touch at \(TraceFormat.point(point)) in \(window):"]
        // Hit-testing reports a view after its subviews answered; read backwards, it goes top-down.
        for record in visits.reversed() {
            if case let .hitTestVisit(view, p, verdict) = record.kind {
                lines.append("  \(view) at \(TraceFormat.point(p)): \(verdict)")
            }
        }
        if !responderChain.isEmpty {
            lines.append("  responder chain: \(responderChain.map(\.name).joined(separator: " → "))")
        }
        lines.append(answer)
        return lines.joined(separator: "\n")
    }
}

extension EventTracer {
    /// Explains which view of `window` a touch at `point` (window coordinates) reaches, and why; with
    /// `expected`, also why that view does not get it. Runs the window's own hit-testing (overrides
    /// included) with a tracer of its own; nothing is delivered.
    public static func explain(window: UIWindow, at point: CGPoint, expected: UIView? = nil) -> HitTestExplanation {
        let tracer = EventTracer(capacity: 100_000)
        let previous = activeTracer
        activeTracer = tracer
        tracer.willAskHitTest(window)
        let found = window.hitTest(point, with: nil)
        tracer.didAskHitTest(window, point: point, result: found)
        activeTracer = previous
        let hit = found.flatMap { $0.enclosingWindow == nil ? nil : $0 }
        var chain: [ResponderName] = []
        var responder: UIResponder? = hit
        while let current = responder, chain.count < ResponderChainBound.maximumHops {
            chain.append(ResponderName(current))
            responder = current.next
        }
        return HitTestExplanation(
            window: ResponderName(window), point: point, hitView: hit.map(ResponderName.init),
            visits: tracer.records, responderChain: chain,
            answer: answer(hit: hit, expected: expected, records: tracer.records, window: window, point: point))
    }

    private static func answer(
        hit: UIView?, expected: UIView?, records: [TraceRecord], window: UIWindow, point: CGPoint
    ) -> String {
        func verdict(of view: UIView) -> HitTestVerdict? {
            let id = ObjectIdentifier(view)
            for record in records.reversed() {
                if case let .hitTestVisit(name, _, verdict) = record.kind, name.identity == id { return verdict }
            }
            return nil
        }
        var sentences: [String] = []
        if let hit {
            let name = ResponderName(hit)
            if let overrider = records.lazy.compactMap({ record -> ResponderName? in
                if case let .hitTestVisit(view, _, .overridden(returned)) = record.kind,
                    returned?.identity == ObjectIdentifier(hit)
                {
                    return view
                }
                return nil
            }).first, overrider.identity != ObjectIdentifier(hit) {
                sentences.append("\(name) got it because \(overrider)'s hitTest(_:with:) returned it.")
            } else {
                sentences.append(
                    "\(name) got it because it is the front-most, deepest view that contains the point and takes "
                        + "touches."
                )
            }
        } else {
            sentences.append("No view of \(ResponderName(window)) gets it: "
                + "\(verdict(of: window).map { "\($0)" } ?? "nothing took the point").")
        }
        if let expected, expected !== hit {
            sentences.append(whyNot(expected, verdict: verdict, hit: hit, window: window))
        }
        return sentences.joined(separator: " ")
    }

    /// Why `view` did not get the touch: the nearest reason on the way from the window down to it.
    private static func whyNot(
        _ view: UIView, verdict: (UIView) -> HitTestVerdict?, hit: UIView?, window: UIWindow
    ) -> String {
        let name = ResponderName(view)
        guard view.enclosingWindow === window else {
            return "\(name) did not because it is not in \(ResponderName(window))."
        }
        var path: [UIView] = []
        var current: UIView? = view
        while let v = current { path.insert(v, at: 0); if v === window { break }; current = v.superviewStorage }
        for v in path {
            guard let found = verdict(v) else {
                if let hit {
                    return
                        """
                            \(name) did not because hit-testing never reached \
                            \(v === view ? "it" : "its ancestor \(ResponderName(v))"): \(ResponderName(hit)) took the \
                            point first (a view in front, or an overridden hitTest).
                            """
                }
                return "\(name) did not because hit-testing never reached it."
            }
            let who =
                v === view ? "it" : "its \(v === view.superviewStorage ? "superview" : "ancestor") \(ResponderName(v))"
            switch found {
            case .hidden: return "\(name) did not because \(who) is hidden."
            case let .transparent(alpha):
                return "\(name) did not because \(who) has alpha \(TraceFormat.number(alpha)), below 0.01."
            case .interactionDisabled: return "\(name) did not because \(who) has user interaction disabled."
            case .pointOutside:
                // Where the frame came from, when constraints placed it: the question after a miss.
                var sentence =
                    "\(name) did not because the point is outside "
                        + "\(v === view ? "its bounds" : "the bounds of \(who)")."
                if v.layoutStorage?.translates == false { sentence += " " + explainFrame(of: v).summary }
                return sentence
            case let .overridden(returned):
                if v === view {
                    return
                        "\(name) did not because its own hitTest(_:with:) returned "
                            + "\(returned.map { "\($0)" } ?? "nil")."
                }
                return
                    "\(name) did not because \(who)'s hitTest(_:with:) returned \(returned.map { "\($0)" } ?? "nil")."
            case .passedToSubview, .chosen:
                continue
            }
        }
        return "\(name) did not because \(hit.map { "\(ResponderName($0))" } ?? "another view") took the point first."
    }
}

extension EventTracer {
    /// A plain-language account of the last touch that began while this tracer recorded: where
    /// hit-testing sent it, which responders were offered its beginning, and who kept it — or that it
    /// was dropped at the end of the chain. `nil` when no touch began.
    public func explainLastTouch() -> String? {
        let all = records
        guard let start = all.lastIndex(where: { record in
            if case .hitTestResult = record.kind { return true }
            return false
        }) else { return nil }
        var lines: [String] = []
        if case let .hitTestResult(window, view, point) = all[start].kind {
            lines.append(
                "The touch at \(TraceFormat.point(point)) in \(window) went to \(view.map { "\($0)" } ?? "no view").")
            for record in all[..<start].reversed() {
                if case .input = record.kind { break }
                if case let .hitTestVisit(v, _, verdict) = record.kind {
                    switch verdict {
                    case .hidden, .transparent, .interactionDisabled, .overridden:
                        lines.append("  \(v) was passed over: \(verdict).")
                    default: break
                    }
                }
            }
        }
        var offered: [String] = []
        var keeper: String?
        var dropped = false
        for record in all[(start + 1)...] {
            switch record.kind {
            case .input: break
            case let .delivered(to, method, _) where method == "touchesBegan":
                offered.append(to.name)
                keeper = to.name
            case let .forwarded(_, to, method) where method == "touchesBegan":
                offered.append(to.name)
                keeper = to.name
            case let .droppedAtEndOfChain(_, method) where method == "touchesBegan":
                dropped = true
            case let .touchHeldBack(view, phase, ids) where phase == "beginning":
                lines.append("  A gesture recognizer held its beginning back from \(view).")
                lines.append(contentsOf: laterDelivery(of: ids, heldBackAt: record.sequence, in: all))
            case let .touchesCancelled(view, reason):
                lines.append("  \(view) had it cancelled: \(reason).")
            default: continue
            }
            if case .input = record.kind { break }
        }
        if !offered.isEmpty {
            lines.append("touchesBegan was offered to \(offered.joined(separator: " → ")).")
        }
        if dropped {
            lines.append("Nobody kept it: every responder passed it on and it was dropped at the end of the chain.")
        } else if let keeper {
            lines.append("\(keeper) handled it (it did not pass it on).")
        }
        return lines.joined(separator: "\n")
    }

    /// What became of a touch whose beginning was held back: the later record that released it to
    /// its view (and the call), or discarded it — searched past the frame it began in.
    private func laterDelivery(of ids: [Int], heldBackAt sequence: Int, in all: [TraceRecord]) -> [String] {
        for record in all where record.sequence > sequence {
            switch record.kind {
            case let .touchReleased(view, phase, released)
            where phase == "beginning" && !Set(released).isDisjoint(with: ids):
                return [
                    "  Later, when no recognizer held it back any more, its beginning reached \(view) "
                        + "(touchesBegan), followed by the touch's later phases."
                ]
            case let .touchDiscarded(view, discarded, reason) where !Set(discarded).isDisjoint(with: ids):
                return ["  It never reached \(view): \(reason)."]
            case .hitTestResult:
                // A later touch may reuse the contact id: stop at the next touch that begins.
                return ["  Its beginning had not reached the view when the trace ended."]
            default:
                continue
            }
        }
        return ["  Its beginning had not reached the view when the trace ended."]
    }
}
