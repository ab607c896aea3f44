import UIKit

/// A drawing canvas: a pan draws, a double tap clears, a button undoes.
public class CanvasView: UIView {
    private var points: [CGPoint] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(clear))
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        points.append(pan.location(in: self))
    }

    @objc
    func clear() {
        points.removeAll()
    }

    @objc func helperNobodyCalls() {}
}
