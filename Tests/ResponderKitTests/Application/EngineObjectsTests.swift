import Foundation
@testable import ResponderKit
import Testing

// The input pipeline and the layout pass are objects of their own, owned by the application: a test (or a
// debugger) can point at each, print it, and watch a touch or a layout go through it stage by stage.

@MainActor
private final class OrderedView: UIView {
    static var log: [String] = []
    let name: String
    init(_ name: String) {
        self.name = name
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { return nil }
    override func updateConstraints() {
        OrderedView.log.append("\(name).updateConstraints")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        OrderedView.log.append("\(name).layoutSubviews")
        super.layoutSubviews()
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        OrderedView.log.append("\(name).touchesBegan")
    }
}

@MainActor
@Suite("The engine as objects: the input pipeline and the layout pass")
struct EngineObjectsTests {
    @Test("The application owns one input pipeline, whose stages run in one direction")
    func inputPipeline() {
        let input = TestWorld.input()
        let pipeline = UIApplication.shared.inputPipeline
        #expect(pipeline.description.hasPrefix(
            "RawInputQueue → InputSanitizer → TouchTracker → GestureArena → TouchDelivery → responders"))
        #expect(pipeline.arena === UIApplication.shared.inputPipeline.arena)
        let view = OrderedView("view")
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        showWindow(with: [view])
        OrderedView.log = []
        input.send(.touches([began(1, 10, 10)], timestamp: input.time))
        // A new view needs layout: the pipeline runs the layout pass before it delivers the input.
        #expect(OrderedView.log == ["view.layoutSubviews", "view.touchesBegan"])
        #expect(pipeline.tracker.currentEvent?.allTouches?.count == 1)
        input.send(.touches([ended(1, 10, 10)], timestamp: input.time + 0.1))
    }

    @Test("A constraint change waits in the layout pass until it runs: updateConstraints deepest first, then frames")
    func layoutPass() {
        _ = TestWorld.input()
        let outer = OrderedView("outer")
        let inner = OrderedView("inner")
        outer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        outer.addSubview(inner)
        inner.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 20),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 60),
        ])
        showWindow(with: [outer])
        let pass = UIApplication.shared.layoutPass
        pass.run(for: UIApplication.shared)
        #expect(inner.frame == CGRect(x: 10, y: 20, width: 50, height: 60))

        OrderedView.log = []
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        inner.constraints.first { $0.firstAttribute == .width }?.constant = 70
        #expect(pass.isPending)
        #expect(inner.frame.width == 50, "nothing moves until the pass runs")
        pass.run(for: UIApplication.shared)
        #expect(inner.frame == CGRect(x: 10, y: 20, width: 70, height: 60))
        #expect(Array(OrderedView.log.prefix(2)) == ["inner.updateConstraints", "outer.updateConstraints"])
        #expect(OrderedView.log.contains("outer.layoutSubviews"))
    }
}
