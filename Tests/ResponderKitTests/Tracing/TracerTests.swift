import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ResponderKit
import ResponderKitTesting
import Testing

/// The tracer: every verdict kind in records and in words, deliveries and hand-offs, pictures.
@MainActor
@Suite("Tracer: records, explanations, pictures")
struct TracerTests {
    final class Overriding: UIView {
        var answer: UIView?
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { answer }
    }

    /// root (0,0,390,844) ⊃ panel (20,20,300,300) ⊃ [hiddenView, faint (alpha 0.005), inert, target], and
    /// a lid (Overriding) on top of the panel at (20,400,300,200).
    private func world() -> (UIWindow, [String: UIView]) {
        let controller = UIViewController()
        let panel = UIView(frame: CGRect(x: 20, y: 20, width: 300, height: 300))
        panel.accessibilityIdentifier = "panel"
        var views: [String: UIView] = ["panel": panel]
        let specs: [(String, CGRect)] = [("target", CGRect(x: 0, y: 0, width: 100, height: 100)),
                                          ("hiddenView", CGRect(x: 0, y: 0, width: 150, height: 150)),
                                          ("faint", CGRect(x: 0, y: 150, width: 150, height: 150)),
                                          ("inert", CGRect(x: 150, y: 0, width: 150, height: 150))]
        for (name, frame) in specs {
            let view = UIView(frame: frame)
            view.accessibilityIdentifier = name
            panel.addSubview(view)
            views[name] = view
        }
        views["hiddenView"]!.isHidden = true
        views["faint"]!.alpha = 0.005
        views["inert"]!.isUserInteractionEnabled = false
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.accessibilityIdentifier = "child"
        views["faint"]!.addSubview(child)
        views["child"] = child
        controller.view.addSubview(panel)
        let lid = Overriding(frame: CGRect(x: 20, y: 400, width: 300, height: 200))
        lid.accessibilityIdentifier = "lid"
        controller.view.addSubview(lid)
        views["lid"] = lid
        return (TestWorld.window(root: controller), views)
    }

    private func verdicts(_ explanation: HitTestExplanation) -> [String: HitTestVerdict] {
        var result: [String: HitTestVerdict] = [:]
        for record in explanation.visits {
            if case let .hitTestVisit(view, _, verdict) = record.kind { result[view.name] = verdict }
        }
        return result
    }

    @Test("""
        Every verdict kind is recorded: hidden, transparent, interaction disabled, outside, passed to a subview, \
        chosen
        """)
    func verdictKinds() throws {
        _ = TestWorld.input()
        let (window, views) = world()
        let explanation = EventTracer.explain(window: window, at: CGPoint(x: 70, y: 70))
        let v = verdicts(explanation)
        #expect(v["hiddenView"] == .hidden)
        #expect(v["inert"] == .interactionDisabled)
        #expect(v["faint"] == .transparent(alpha: 0.005))
        #expect(v["target"] == .chosen)
        #expect(
            v["panel"]
                == .passedToSubview(
                    ResponderName(name: "target", typeName: "UIView", identity: ObjectIdentifier(views["target"]!))))
        #expect(v["lid"] == .overridden(returned: nil))
        #expect(explanation.hitView?.name == "target")
        let outside = EventTracer.explain(window: window, at: CGPoint(x: 370, y: 700))
        #expect(verdicts(outside)["panel"] == .pointOutside)
        #expect(explanation.text.contains("hiddenView at (50, 50): skipped: hidden"))
        #expect(explanation.text.contains("faint at (50, -100): skipped: alpha 0.005 is below 0.01"))
        #expect(explanation.text.contains("inert at (-100, 50): skipped: user interaction disabled"))
        #expect(explanation.text.contains("target at (50, 50): chosen"))
        #expect(explanation.text.contains("panel at (50, 50): inside; target took it"))
        #expect(explanation.text.contains("lid at (50, -330): its hitTest is overridden and returned nil"))
        #expect(outside.text.contains("panel at (350, 680): skipped: the point is outside its bounds"))
        #expect(
            explanation.answer
                == "target got it because it is the front-most, deepest view that contains the point and takes touches."
        )
    }

    @Test("""
        Why a view did not get the touch: a transparent superview, a hidden view, interaction off, the point \
        outside, a view in front, an override
        """)
    func whyNot() {
        _ = TestWorld.input()
        let (window, views) = world()
        let lid = views["lid"] as! Overriding
        func answer(_ point: CGPoint, _ expected: String) -> String {
            EventTracer.explain(window: window, at: point, expected: views[expected]).answer
        }
        #expect(
            answer(CGPoint(x: 40, y: 190), "child").hasSuffix(
                "child did not because its superview faint has alpha 0.005, below 0.01."))
        #expect(answer(CGPoint(x: 130, y: 130), "hiddenView").hasSuffix("hiddenView did not because it is hidden."))
        #expect(
            answer(CGPoint(x: 200, y: 70), "inert").hasSuffix("inert did not because it has user interaction disabled.")
        )
        #expect(
            answer(CGPoint(x: 360, y: 30), "panel").hasSuffix("panel did not because the point is outside its bounds."))
        views["hiddenView"]!.isHidden = false
        #expect(
            answer(CGPoint(x: 70, y: 70), "target").hasSuffix("""
                target did not because hit-testing never reached it: hiddenView took the point first (a view in \
                front, or an overridden hitTest).
                """))
        lid.answer = views["target"]
        let redirected = EventTracer.explain(window: window, at: CGPoint(x: 100, y: 500), expected: lid)
        #expect(redirected.hitView?.name == "target")
        #expect(
            redirected.answer
                == "target got it because lid's hitTest(_:with:) returned it. "
                + "lid did not because its own hitTest(_:with:) returned target."
        )
    }

    @Test("""
        Installed, the tracer records input, the hit-test result, deliveries, hand-offs to next and the drop at \
        the end of the chain
        """)
    func deliveryRecords() {
        let input = TestWorld.input()
        let (_, views) = world()
        let tracer = EventTracer()
        UIApplication.shared.tracer = tracer
        defer { UIApplication.shared.tracer = nil }
        input.tap(at: input.screenPoint(of: views["target"]!))
        let text = tracer.records.map(\.description)
        #expect(text.first?.hasPrefix("input: touches [") == true)
        #expect(text.contains("hit-test view in UIWindow at (70, 70): target"))
        #expect(text.contains { $0.hasPrefix("target.touchesBegan(touches ") })
        #expect(text.contains("  UIView → UIViewController (touchesBegan, by default)"))
        #expect(text.contains("  target → panel (touchesBegan, by default)"))
        #expect(text.contains("  panel → UIView (touchesBegan, by default)"))
        #expect(text.contains("  UIWindow → UIApplication (touchesBegan, by default)"))
        #expect(text.contains("  touchesBegan left UIApplication, the end of the chain: dropped"))
    }

    @Test("First-responder changes, control events, recognizer states, cancelled and held-back touches are recorded")
    func otherRecords() {
        let input = TestWorld.input()
        let (_, views) = world()
        let tracer = EventTracer()
        UIApplication.shared.tracer = tracer
        defer { UIApplication.shared.tracer = nil }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        field.accessibilityIdentifier = "field"
        views["target"]!.addSubview(field)
        #expect(field.becomeFirstResponder())
        let tap = UITapGestureRecognizer()
        tap.name = "doubleTap"
        tap.numberOfTapsRequired = 2
        views["panel"]!.addGestureRecognizer(tap)
        input.tap(at: input.screenPoint(CGPoint(x: 80, y: 80), in: views["target"]!))
        input.tap(at: input.screenPoint(CGPoint(x: 80, y: 80), in: views["target"]!))
        let text = tracer.records.map(\.description)
        #expect(text.contains("first responder of UIWindow: none → field"))
        #expect(text.contains("field sends .editingDidBegin"))
        #expect(text.contains("doubleTap on panel: possible → ended"))
        #expect(text.contains("target.touchesCancelled — a gesture recognizer recognised"))
        #expect(text.contains("target: touch ending held back by a recognizer"))
    }

    @Test("The ring buffer keeps the newest records; with no tracer nothing is recorded")
    func ringBuffer() {
        let input = TestWorld.input()
        _ = world()
        let tracer = EventTracer(capacity: 5)
        UIApplication.shared.tracer = tracer
        input.tap(at: CGPoint(x: 70, y: 70))
        #expect(tracer.records.count == 5)
        let last = tracer.records.last?.sequence ?? 0
        #expect(tracer.records.map(\.sequence) == Array((last - 4)...last))
        UIApplication.shared.tracer = nil
        input.tap(at: CGPoint(x: 70, y: 70))
        #expect(tracer.records.last?.sequence == last, "uninstalled: nothing more")
    }

    @Test("The SVG picture is well-formed XML with the views, the hit path, skipped views, the touch and the chain")
    func svgStructure() throws {
        _ = TestWorld.input()
        let (window, _) = world()
        let svg = EventTracer.svg(of: window, touchAt: CGPoint(x: 70, y: 70))
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [(String, [String: String])] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                elements.append((name, attributes))
            }
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        let rects = collector.elements.filter { $0.0 == "rect" }
        #expect(rects.contains { $0.1["data-name"] == "target" && $0.1["class"] == "view hit-path" })
        #expect(rects.contains { $0.1["data-name"] == "faint" && $0.1["class"] == "view skipped" })
        #expect(!rects.contains { $0.1["data-name"] == "hiddenView" }, "hidden views are not drawn")
        #expect(collector.elements.contains { $0.0 == "circle" && $0.1["class"] == "touch" })
        #expect(collector.elements.filter { $0.0 == "line" && $0.1["class"] == "chain" }.count >= 2)
        #expect(collector.elements.first?.0 == "svg")
    }

    @Test("explainLastTouch: where the last touch went and who kept it, or that it was dropped")
    func lastTouch() {
        let input = TestWorld.input()
        let (_, views) = world()
        let tracer = EventTracer()
        UIApplication.shared.tracer = tracer
        defer { UIApplication.shared.tracer = nil }
        #expect(tracer.explainLastTouch() == nil)
        input.tap(at: input.screenPoint(of: views["target"]!))
        let dropped = tracer.explainLastTouch() ?? ""
        #expect(dropped.hasPrefix("The touch at (70, 70) in UIWindow went to target."))
        #expect(dropped.contains("faint was passed over: skipped: alpha 0.005 is below 0.01."))
        #expect(
            dropped.contains(
                "touchesBegan was offered to target → panel → UIView → UIViewController → UIWindow → UIApplication."))
        #expect(
            dropped.hasSuffix(
                "Nobody kept it: every responder passed it on and it was dropped at the end of the chain."))

        let log = EventLog()
        let keeper = RecordingView("keeper", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        views["panel"]!.addSubview(keeper)
        input.tap(at: input.screenPoint(of: keeper))
        #expect(
            tracer.explainLastTouch()?.hasSuffix(
                "touchesBegan was offered to keeper.\nkeeper handled it (it did not pass it on).") == true)
    }
}
