import Testing
@testable import LayoutSolver
@testable import ResponderKit

/// The engine gives a freed view's variables back to the solver, which hands them to the views made
/// later: screens pushed and popped leave the solver with the variables of the views alive.
@MainActor
@Suite("Freed views' variables are reused", .serialized)
struct LayoutEngineVariableReuseTests {
    final class FormController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            var above = view.safeAreaLayoutGuide.topAnchor
            for index in 0..<15 {
                let label = UILabel()
                label.text = "Field \(index)"
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: above, constant: 8),
                                             label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)])
                above = label.bottomAnchor
            }
        }
    }

    @Test("Pushing and popping Auto Layout screens leaves as many variables in use as before")
    func pushedAndPoppedScreensGiveTheirVariablesBack() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let solver = UIApplication.shared.layoutEngine.solver
        let before = solver.liveVariableCount
        for _ in 0..<10 {
            let form = FormController()
            navigation.pushViewController(form, animated: false)
            window.layoutIfNeeded()
            #expect(form.view.subviews.last!.frame.minY > form.view.subviews.first!.frame.minY)
            navigation.popViewController(animated: false)
        }
        // (The last form is freed at the loop's end; the next layout pass sweeps it.)
        window.layoutIfNeeded()
        #expect(solver.liveVariableCount == before, "the popped screens' variables are given back")
        // Once recycled, a new screen takes them instead of new ones.
        solver.recycleReleasedVariables()
        let indices = solver.variableCount
        let form = FormController()
        navigation.pushViewController(form, animated: false)
        window.layoutIfNeeded()
        #expect(solver.variableCount == indices)
        let labels = form.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.count == 15)
        for (above, below) in zip(labels, labels.dropFirst()) {
            #expect(below.frame.minY == above.frame.maxY + 8, "a screen on reused variables lays out as a fresh one")
        }
        #expect(solver.invariantViolations().isEmpty)
    }
}
