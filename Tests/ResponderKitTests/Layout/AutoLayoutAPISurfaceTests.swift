import ResponderKit
import ResponderKitTesting
import Testing

// The rest of UIKit's Auto Layout API, used as iOS code uses it — finding a
// constraint by its anchors, equal gaps with anchorWithOffset(to:), layout guides as spacers, and the
// debugging queries.

@MainActor
@Suite("Auto Layout API: anchors of constraints, distances between anchors, guides and queries", .serialized)
struct AutoLayoutAPISurfaceTests {
    private func container(_ subviews: UIView...) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        for view in subviews {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        return container
    }

    @Test("A constraint's anchors compare equal to the anchors it was made from, as code finding a constraint expects")
    func constraintAnchors() {
        let box = UIView()
        let container = container(box)
        let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 12)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([top, width])
        let found = container.constraints.first {
            $0.firstAnchor == box.topAnchor && $0.secondAnchor == container.topAnchor
        }
        #expect(found === top)
        #expect(width.secondAnchor == nil)
        #expect(width.firstAnchor != box.heightAnchor)
        #expect(top.firstItem === box && top.secondItem === container)
        #expect(top.firstAttribute == .top && top.secondAttribute == .top && top.relation == .equal)
        #expect(top.multiplier == 1 && top.constant == 12 && top.priority == .required)
        let made = NSLayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: container,
                                      attribute: .centerXWithinMargins, multiplier: 1, constant: 0)
        made.identifier = "box.centerX"
        #expect(made.firstAnchor == box.centerXAnchor)
        #expect(!made.isActive && !made.shouldBeArchived)
        #expect(
            NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20
                && NSLayoutConstraint.Attribute.lastBaseline.rawValue == 11)
    }

    @Test("anchorWithOffset(to:): three buttons with equal gaps between them, without spacer views")
    func equalGaps() {
        let a = UIView(), b = UIView(), c = UIView()
        let container = container(a, b, c)
        var constraints: [NSLayoutConstraint] = []
        for view in [a, b, c] {
            constraints += [
                view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 20),
                            view.topAnchor.constraint(equalTo: container.topAnchor)]
        }
        let firstGap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let secondGap = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
        constraints += [
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            c.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            firstGap.constraint(equalTo: secondGap),
        ]
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        #expect(close(b.frame.minX - a.frame.maxX, c.frame.minX - b.frame.maxX))
        #expect(close(b.frame.minX, 40 + 90))
        // A distance can also be fixed, and it names both of its views.
        let rowGap = a.bottomAnchor.anchorWithOffset(to: container.bottomAnchor).constraint(equalToConstant: 30)
        rowGap.isActive = true
        #expect(a.constraintsAffectingLayout(for: .vertical).contains { $0 === rowGap })
        #expect(container.constraintsAffectingLayout(for: .vertical).contains { $0 === rowGap })
        #expect(!a.constraintsAffectingLayout(for: .horizontal).contains { $0 === rowGap })
        a.removeFromSuperview()
        #expect(!rowGap.isActive)
    }

    @Test("System spacing and dimension multipliers")
    func systemSpacingAndMultipliers() {
        let label = UIView(), field = UIView()
        let container = container(label, field)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 60),
            label.heightAnchor.constraint(equalToConstant: 20),
            field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 2),
            field.topAnchor.constraint(equalToSystemSpacingBelow: label.bottomAnchor, multiplier: 1),
            field.widthAnchor.constraint(equalTo: label.widthAnchor, multiplier: 0.5, constant: 10),
            field.heightAnchor.constraint(equalTo: label.heightAnchor),
        ])
        container.layoutIfNeeded()
        #expect(close(field.frame, CGRect(x: 60 + 16, y: 20 + 8, width: 40, height: 20)))
    }

    @Test("Layout guides: a spacer guide centres a view in the space beside another; its frame, owner and name")
    func layoutGuides() {
        let icon = UIView(), text = UIView()
        let container = container(icon, text)
        let spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        container.addLayoutGuide(spacer)
        #expect(container.layoutGuides.contains { $0 === spacer } && spacer.owningView === container)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            icon.widthAnchor.constraint(equalToConstant: 100),
            icon.topAnchor.constraint(equalTo: container.topAnchor),
            icon.heightAnchor.constraint(equalToConstant: 20),
            spacer.leadingAnchor.constraint(equalTo: icon.trailingAnchor),
            spacer.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: container.topAnchor),
            spacer.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            text.centerXAnchor.constraint(equalTo: spacer.centerXAnchor),
            text.centerYAnchor.constraint(equalTo: spacer.centerYAnchor),
            text.widthAnchor.constraint(equalToConstant: 50),
            text.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(close(spacer.layoutFrame, CGRect(x: 100, y: 0, width: 200, height: 100)))
        #expect(close(text.frame, CGRect(x: 175, y: 45, width: 50, height: 10)))
        #expect(!spacer.hasAmbiguousLayout)
        #expect(spacer.constraintsAffectingLayout(for: .horizontal).count == 3)
        container.removeLayoutGuide(spacer)
        #expect(spacer.owningView == nil && container.layoutGuides.isEmpty)
        #expect(spacer.constraintsAffectingLayout(for: .horizontal).isEmpty)
    }

    @Test("Content priorities, addConstraint and removeConstraint, and constraintsAffectingLayout")
    func priorityAndInstalling() {
        let label = UILabel()
        label.text = "Hello"
        let container = container(label)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        #expect(label.contentHuggingPriority(for: .horizontal) == .required)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultLow)
        let leading = NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: container,
                                         attribute: .leading, multiplier: 1, constant: 5)
        let top = NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: container,
                                     attribute: .top, multiplier: 1, constant: 5)
        container.addConstraints([leading, top])
        #expect(leading.isActive && container.constraints.count == 2)
        #expect(
            label.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init) == [ObjectIdentifier(leading)]
        )
        container.removeConstraint(leading)
        #expect(!leading.isActive && container.constraints.count == 1)
        container.removeConstraints([top])
        #expect(container.constraints.isEmpty)
    }
}
