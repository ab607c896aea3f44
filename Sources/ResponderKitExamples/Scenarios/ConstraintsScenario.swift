import Foundation
import ResponderKit

// A screen laid out with Auto Layout, as iOS screens are — and the question a missed tap
// raises there: the button is not where the tap was because constraints put it elsewhere. The tracer
// names the constraints (EventTracer.explain with the expected view; the demo's `explain --expect`).

final class CheckoutScreenController: UIViewController {
    let banner = UIView()
    let pay = UIButton(type: .system)
    private(set) var bannerHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.accessibilityIdentifier = "banner"
        banner.backgroundColor = .yellow
        pay.accessibilityIdentifier = "pay"
        pay.setTitle("Pay", for: .normal)
        pay.addAction(UIAction { _ in print("pay: touchUpInside → paid") }, for: .touchUpInside)
        for subview in [banner, pay] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        bannerHeight = banner.heightAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bannerHeight,
            pay.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 20),
            pay.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            pay.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            pay.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}

extension SeedScenarios {
    static let constraints = Scenario(
        name: "constraints",
        title: "A button placed by constraints, and a tap that missed it",
        claim:
            "Frames come from the layout pass before each input, so a tap lands where the constraints put the view; "
                + "when a constant changes, the old place misses, and EventTracer.explain names the constraints that "
                + "moved it."
    ) { context in
        let controller = CheckoutScreenController()
        let window = context.showWindow(root: controller)
        controller.view.layoutIfNeeded()
        let before = context.center(of: controller.pay)
        context.note("Pay where the constraints put it:")
        context.input.tap(at: before)
        context.note("the banner grows (bannerHeight.constant = 260); a tap at Pay's old place:")
        controller.bannerHeight.constant = 260
        context.input.tap(at: before)
        context.note(
            EventTracer.explain(
                window: window, at: window.convert(before, from: nil as UIWindow?), expected: controller.pay
            ).answer)
        context.note("a tap where the constraints put it now:")
        controller.view.layoutIfNeeded()
        context.input.tap(at: context.center(of: controller.pay))
    }
}
