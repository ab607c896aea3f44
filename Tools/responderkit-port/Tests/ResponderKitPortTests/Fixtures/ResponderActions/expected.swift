import ResponderKit

/// A drawing canvas: a pan draws, a double tap clears, a button undoes.
public class CanvasView: UIView {
    private var points: [CGPoint] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("handlePan:")))
        let doubleTap = UITapGestureRecognizer(target: self, action: Selector("clear"))
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        points.append(pan.location(in: self))
    }

    func clear() {
        points.removeAll()
    }

    func helperNobodyCalls() {}

    public override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("handlePan:"): return method(CanvasView.handlePan(_:))
        case Selector("clear"): return method(CanvasView.clear)
        default: return super.actionMethod(for: action)
        }
    }
}
