import Foundation
import ResponderKit

/// The standard controls' workloads (docs/Controls.md): what tracking a control costs per input.
@MainActor
public enum ControlWorkloads {
    /// Its own clock, far past the other workloads', so no stream sends time backwards.
    private static var clock: TimeInterval = 5_000_000

    /// slider-drag100: a 828-point slider (800 points of thumb travel) with a `.valueChanged` target;
    /// one drag grabs the thumb at 0 and moves it 8 points at a time, 100 moves, then lifts — every
    /// move changes the value and sends `.valueChanged`. Returns one drag and how many
    /// `.valueChanged` actions ran in all.
    public static func sliderDrag(moves: Int = 100) -> (drag: () -> Void, fired: () -> Int) {
        UIScreen.main.setBounds(CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        window.makeKeyAndVisible()
        let slider = UISlider(frame: CGRect(x: 100, y: 500, width: 828, height: 31))
        var fired = 0
        slider.addAction(UIAction { _ in fired += 1 }, for: .valueChanged)
        root.addSubview(slider)
        let application = UIApplication.shared
        let y: CGFloat = 515
        return ({
            _ = window  // the application holds windows weakly: the workload keeps it
            slider.value = 0
            var x: CGFloat = 114  // the thumb's centre at 0
            clock += 1
                application.enqueue(
                    .touches([TouchInput(id: 1, phase: .began, location: CGPoint(x: x, y: y))], timestamp: clock))
            for _ in 0..<moves {
                x += 8
                clock += 0.008
                    application.enqueue(
                        .touches([TouchInput(id: 1, phase: .moved, location: CGPoint(x: x, y: y))], timestamp: clock))
            }
            clock += 0.008
                application.enqueue(
                    .touches([TouchInput(id: 1, phase: .ended, location: CGPoint(x: x, y: y))], timestamp: clock))
            application.processPendingEvents()
        }, { fired })
    }
}
