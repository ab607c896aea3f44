import Foundation

/// A segmented control as iOS 13 and later draw it: a rounded plate in the tertiary system fill, the
/// selected segment on a raised white plate (``UISegmentedControl/selectedSegmentTintColor``) with a
/// soft shadow, thin dividers between segments that are not beside the selected one, titles in
/// 13-point system type (semibold when selected) or the segment's image in the label colour; the
/// title text attributes set for the state (`setTitleTextAttributes(_:for:)`) give the font and
/// colour. A disabled segment is drawn in the tertiary label colour, a pressed one dimmed.
extension UISegmentedControl {
    func drawStandardLook(in ctx: CGContext) {
        let radius: CGFloat = 9
        StandardLook.fill(
            bounds, radius: radius, backgroundColor == nil ? StandardLook.controlFill : .clear, for: self, in: ctx)
        let frames = segmentFrames()
        let selected = selectedSegmentIndex
        if frames.indices.contains(selected), !isMomentary {
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: CGColor(gray: 0, alpha: 0.12))
            StandardLook.fill(frames[selected].insetBy(dx: 2, dy: 2), radius: radius - 2,
                              selectedSegmentTintColor ?? StandardLook.selectedPlate, for: self, in: ctx)
            ctx.restoreGState()
        }
        for index in frames.indices.dropFirst() where index != selected && index - 1 != selected {
            let x = frames[index].minX
            StandardLook.fill(
                CGRect(x: x - 0.5, y: bounds.minY + bounds.height * 0.28, width: 1, height: bounds.height * 0.44),
                              radius: 0, .separator, for: self, in: ctx)
        }
        for (index, frame) in frames.enumerated() {
            var state: UIControl.State = index == selected && !isMomentary ? .selected : .normal
            if !isEnabled || !isEnabledForSegment(at: index) { state = .disabled }
            let dimmed = state == .disabled
            let attributes = titleTextAttributes(for: state) ?? titleTextAttributes(for: .normal) ?? [:]
            var color = (attributes[.foregroundColor] as? UIColor) ?? (dimmed ? .tertiaryLabel : .label)
            if index == highlightedSegmentIndex, index != selected { color = color.withAlphaComponent(0.5) }
            let content = frame.insetBy(dx: 6, dy: 2)
            if let image = imageForSegment(at: index) {
                StandardLook.image(
                    image, in: StandardLook.fitted(image.size, in: content), tint: color, for: self, in: ctx)
            } else if let title = titleForSegment(at: index) {
                let font = (attributes[.font] as? UIFont)
                    ?? .systemFont(ofSize: Self.titleFont.pointSize, weight: state == .selected ? .semibold : .regular)
                StandardLook.text(title, font: font, color: color, centredIn: content, for: self, in: ctx)
            }
        }
    }
}

/// A stepper as iOS draws it: a 94 × 32 rounded plate in the tertiary system fill split by a thin
/// divider, a − and a + in the label colour (tertiary when that way is at its limit or the stepper
/// is disabled), the pressed half darkened; images set with `setDecrementImage(_:for:)` and
/// `setIncrementImage(_:for:)` are drawn instead of the signs.
extension UIStepper {
    func drawStandardLook(in ctx: CGContext) {
        let plate = CGRect(x: bounds.minX, y: bounds.midY - 16, width: min(bounds.width, 94), height: 32)
        StandardLook.fill(plate, radius: 8, StandardLook.controlFill, for: self, in: ctx)
        let half = plate.width / 2
        let minus = CGRect(x: plate.minX, y: plate.minY, width: half, height: plate.height)
        let plus = CGRect(x: plate.midX, y: plate.minY, width: half, height: plate.height)
        if pressedDirection != 0 {
            StandardLook.fill(pressedDirection > 0 ? plus : minus, radius: 8, .tertiarySystemFill, for: self, in: ctx)
        }
        StandardLook.fill(CGRect(x: plate.midX - 0.5, y: plate.minY + 8, width: 1, height: plate.height - 16),
                          radius: 0, .separator, for: self, in: ctx)
        for (rect, direction) in [(minus, -1), (plus, 1)] {
            let enabled = direction > 0 ? canIncrement : canDecrement
            let state: UIControl.State =
                !isEnabled
                ? .disabled : (enabled ? (pressedDirection == direction ? .highlighted : .normal) : .disabled)
            let color: UIColor = enabled ? .label : .tertiaryLabel
            if let image = direction > 0 ? incrementImage(for: state) : decrementImage(for: state) {
                StandardLook.image(
                    image, in: StandardLook.fitted(image.size, in: rect.insetBy(dx: 4, dy: 4)), tint: color,
                                   for: self, in: ctx)
                continue
            }
            ctx.setFillColor(StandardLook.cgColor(color, for: self))
            let bar: CGFloat = 2, length: CGFloat = 14
            ctx.fill(CGRect(x: rect.midX - length / 2, y: rect.midY - bar / 2, width: length, height: bar))
            if direction > 0 {
                ctx.fill(CGRect(x: rect.midX - bar / 2, y: rect.midY - length / 2, width: bar, height: length))
            }
        }
    }
}

/// A page control as iOS draws it: a row of 8-point dots at ``UIPageControl/indicatorCenter(forPage:)``,
/// the current page's in ``UIPageControl/currentPageIndicatorTintColor`` (the label colour by
/// default) and the others in ``UIPageControl/pageIndicatorTintColor`` (the tertiary label colour).
extension UIPageControl {
    func drawStandardLook(in ctx: CGContext) {
        guard showsIndicators else { return }
        let side = Self.indicatorDiameter
        // Only the dots that fall inside the bounds (a control of 200,000 pages draws a screenful).
        let first = indicatorCenter(forPage: 0).x
        guard first.isFinite, bounds.minX.isFinite, bounds.maxX.isFinite else { return }
        let lowest = max(0, Int(((bounds.minX - first) / Self.indicatorSpacing).rounded(.down)))
        let highest = min(numberOfPages - 1, Int(((bounds.maxX - first) / Self.indicatorSpacing).rounded(.up)))
        guard lowest <= highest else { return }
        for page in lowest...highest {
            let center = indicatorCenter(forPage: page)
            let color =
                page == currentPage
                ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
            StandardLook.fill(CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side),
                              radius: side / 2, color, for: self, in: ctx)
        }
    }
}

/// An activity indicator as iOS 13 and later draw it: eight rounded spokes around the centre in
/// ``UIActivityIndicatorView/color``, fading from the leading one; drawn while animating, or when
/// stopped if it does not hide.
extension UIActivityIndicatorView {
    func drawStandardLook(in ctx: CGContext) {
        guard isAnimating || !hidesWhenStopped else { return }
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = side * 0.22, width = max(side * 0.11, 1.5)
        ctx.saveGState()
        ctx.setLineWidth(width)
        ctx.setLineCap(.round)
        for spoke in 0..<8 {
            let angle = -CGFloat.pi / 2 + CGFloat(spoke) * .pi / 4
            let alpha = 1 - CGFloat(spoke) * 0.1
            ctx.setStrokeColor(StandardLook.cgColor(color.withAlphaComponent(color.cgColor.alpha * alpha), for: self))
            ctx.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            ctx.addLine(
                to: CGPoint(
                    x: center.x + cos(angle) * (outer - width / 2), y: center.y + sin(angle) * (outer - width / 2)))
            ctx.strokePath()
        }
        ctx.restoreGState()
    }
}
