import Testing
@testable import LayoutSolver
@testable import ResponderKit

/// The engine gives a freed view's variables back to the solver, which hands them to the views made
/// later: screens pushed and popped leave the solver with the variables of the views alive.
@MainActor
@Suite("Freed views' variables are reused", .serialized)
struct LayoutEngineVariableReuseTests {
    @Test("Pushing and popping Auto Layout screens leaves as many variables in use as before")
    func pushedAndPoppedScreensGiveTheirVariablesBack() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let solver = UIApplication.shared.layoutPass.engine.solver
        let before = solver.liveVariableCount
        for _ in 0..<10 {
            let form = LabelFormController(rows: 15)
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
        let form = LabelFormController(rows: 15)
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

    @Test("A guide of a freed view that the app adds to another view keeps working there")
    func aGuideMovedToALivingViewKeepsItsVariables() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let guide = UILayoutGuide()
        do {
            let gone = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(gone)
            gone.addLayoutGuide(guide)
            // (Wishes, not requirements: the freed view's constraints leave at the next layout pass,
            // after the new ones below are added.)
            let wishes = [guide.widthAnchor.constraint(equalToConstant: 10),
                          guide.heightAnchor.constraint(equalToConstant: 10),
                          guide.leadingAnchor.constraint(equalTo: gone.leadingAnchor),
                          guide.topAnchor.constraint(equalTo: gone.topAnchor)]
            for wish in wishes { wish.priority = .defaultLow }
            NSLayoutConstraint.activate(wishes)
            window.layoutIfNeeded()
            #expect(guide.layoutFrame.width == 10)
            gone.removeFromSuperview()
        }
        host.addLayoutGuide(guide)
        NSLayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 30),
                                     guide.topAnchor.constraint(equalTo: host.topAnchor, constant: 40),
                                     guide.widthAnchor.constraint(equalToConstant: 50),
                                     guide.heightAnchor.constraint(equalToConstant: 20)])
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 30, y: 40, width: 50, height: 20))
    }
}
