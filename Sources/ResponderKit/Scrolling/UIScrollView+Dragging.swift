import Foundation

/// Dragging, deceleration, paging, bouncing and animated scrolling (the curves: ScrollPhysics.swift).
extension UIScrollView {
    // MARK: Range

    /// The offsets the content may rest at: from −inset to content size + inset − bounds size.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let min = CGPoint(x: -inset.left, y: -inset.top)
        let max = CGPoint(x: Swift.max(min.x, contentSize.width + inset.right - bounds.width),
                          y: Swift.max(min.y, contentSize.height + inset.bottom - bounds.height))
        return (min, max)
    }

    /// Whether a drag along `axis` scrolls: the content is larger than the scroll view, or it
    /// bounces anyway.
    func canScroll(_ axis: ScrollAxis) -> Bool {
        guard isScrollEnabled else { return false }
        let range = offsetRange
        switch axis {
        case .horizontal: return range.max.x > range.min.x || (bounces && alwaysBounceHorizontal)
        case .vertical: return range.max.y > range.min.y || (bounces && alwaysBounceVertical)
        }
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: Swift.min(Swift.max(offset.x, range.min.x), range.max.x),
                       y: Swift.min(Swift.max(offset.y, range.min.y), range.max.y))
    }

    /// Sets the offset (and so `bounds.origin`); the `bounds` observer tells the delegate.
    func moveContent(to offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        var b = bounds
        guard b.origin != offset else { return }
        b.origin = offset
        bounds = b
    }

    // MARK: Dragging

    func panChanged() {
        switch pan.state {
        case .began: beginDragging()
        case .changed: drag()
        case .ended: endDragging(velocity: pan.velocity(in: self))
        case .cancelled: endDragging(velocity: .zero)
        default: break
        }
    }

    private func beginDragging() {
        stopMotion()
        isDragging = true
        refreshControlStorage?.dragBegan()
        // The content follows the finger from the pan's start distance on: only that much of the
        // translation so far is not scrolled (a first move of 50 points scrolls 40).
        let translation = pan.translation(in: self)
        let length = hypot(translation.x, translation.y)
        let slack = length > EventThresholds.panStartDistance ? EventThresholds.panStartDistance / length : 1
        dragStart = (contentOffset, CGPoint(x: translation.x * slack, y: translation.y * slack))
        lockedAxis = nil
        if isDirectionalLockEnabled {
            lockedAxis = abs(translation.x) >= abs(translation.y) ? .horizontal : .vertical
        }
        if keyboardDismissMode == .onDrag { window?.endEditing(true) }
        // In a sheet, the drag may move the sheet at the content's top edge (Views/Sheets/).
        sheetHandoff = enclosingSheet
        delegate?.scrollViewWillBeginDragging(self)
        // The move that began the drag scrolls too (UIKit: a first move of 50 points scrolls 40 at
        // once, with scrollViewDidScroll before the lift).
        if isDragging { drag() }
    }

    private func drag() {
        let translation = pan.translation(in: self)
        var dx = translation.x - dragStart.translation.x
        var dy = translation.y - dragStart.translation.y
        // Locked to one axis, the other stays put.
        if lockedAxis == .vertical || !canScroll(.horizontal) { dx = 0 }
        if lockedAxis == .horizontal || !canScroll(.vertical) { dy = 0 }
        var raw = CGPoint(x: dragStart.offset.x - dx, y: dragStart.offset.y - dy)
        let range = offsetRange
        if let sheetHandoff, lockedAxis != .horizontal, dy != 0 || sheetHandoff.drag.isDragging {
            raw.y = sheetHandoff.scrollViewDragged(desired: raw.y, start: dragStart.offset.y, top: range.min.y)
        }
        func band(_ value: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ size: CGFloat) -> CGFloat {
            if value < lo { return bounces ? lo - ScrollPhysics.rubberBand(lo - value, dimension: size) : lo }
            if value > hi { return bounces ? hi + ScrollPhysics.rubberBand(value - hi, dimension: size) : hi }
            return value
        }
        moveContent(to: CGPoint(x: band(raw.x, range.min.x, range.max.x, bounds.width),
                                y: band(raw.y, range.min.y, range.max.y, bounds.height)))
        if let refreshControlStorage { refreshControlStorage.scrollViewPulled(self) }
    }

    /// The finger lifted: the delegate hears the velocity (points per ms, towards larger offsets)
    /// and may change the target; then the content decelerates, pages or springs back to it.
    private func endDragging(velocity panVelocity: CGPoint) {
        guard isDragging else { return }
        if keyboardDismissMode == .interactive { dismissKeyboardIfPulledDown(velocity: panVelocity) }
        // The drag moved the sheet: the sheet settles with the velocity; the content stays at its top.
        if let sheet = sheetHandoff {
            sheetHandoff = nil
            if sheet.scrollViewDragEnded(velocity: panVelocity.y) {
                isDragging = false
                delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
                return
            }
        }
        if let refreshControlStorage { refreshControlStorage.scrollViewWillEndDragging(self) }
        var velocity = CGPoint(x: -panVelocity.x / 1000, y: -panVelocity.y / 1000)
        if lockedAxis == .vertical || !canScroll(.horizontal) { velocity.x = 0 }
        if lockedAxis == .horizontal || !canScroll(.vertical) { velocity.y = 0 }
        let current = contentOffset
        let outOfRange = clamped(current) != current
        var target: CGPoint
        var rate = decelerationRate.rawValue
        if isPagingEnabled {
            target = pageTarget(velocity: velocity)
            rate = ScrollPhysics.settleRate
        } else if outOfRange {
            target = clamped(current)
            rate = ScrollPhysics.settleRate
        } else {
            target = clamped(CGPoint(x: current.x + ScrollPhysics.projection(velocity: velocity.x, rate: rate),
                                     y: current.y + ScrollPhysics.projection(velocity: velocity.y, rate: rate)))
        }
        let proposed = target
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        // The delegate's target is kept within the content, as UIKit's deceleration stops at its
        // edges: `.infinity` means the far edge, a NaN keeps the proposed value (an infinite
        // target decelerated for ever).
        target = clamped(CGPoint(x: target.x.isNaN ? proposed.x : target.x, y: target.y.isNaN ? proposed.y : target.y))
        isDragging = false
        let decelerate =
            abs(target.x - current.x) >= ScrollPhysics.restDistance
            || abs(target.y - current.y) >= ScrollPhysics.restDistance
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else {
            // Less than the rest distance to go: the content stays where the finger left it — no
            // scrollViewDidScroll after scrollViewDidEndDragging (UIKit's last movement comes before
            // scrollViewWillEndDragging) — unless it is outside the content.
            if outOfRange { moveContent(to: target) }
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.decelerating(from: current, to: target, rate: rate), fromInput: true)
    }

    /// `.interactive`: the finger lifted inside the keyboard's area, not moving up — the keyboard,
    /// which followed it down, goes; lifted above it (pulled back up), the keyboard stays.
    private func dismissKeyboardIfPulledDown(velocity: CGPoint) {
        guard let window, let keyboard = UIApplication.shared.inputViewHost.shownInputFrame else { return }
        let inWindow = pan.location(in: nil)
        let onScreen = CGPoint(x: inWindow.x + window.frame.minX, y: inWindow.y + window.frame.minY)
        if onScreen.y >= keyboard.minY, velocity.y >= 0 { window.endEditing(true) }
    }

    /// Paging: the next page in the direction of a flick, else the page nearest the offset — never
    /// more than one page from where the drag began.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        func axis(
            _ offset: CGFloat, _ start: CGFloat, _ v: CGFloat, _ page: CGFloat, _ lo: CGFloat, _ hi: CGFloat
        ) -> CGFloat {
            guard page > 0 else { return offset }
            let startPage = (start / page).rounded()
            var index = (offset / page).rounded()
            if v > ScrollPhysics.pageFlickVelocity { index = (offset / page).rounded(.up) }
            if v < -ScrollPhysics.pageFlickVelocity { index = (offset / page).rounded(.down) }
            index = Swift.min(Swift.max(index, startPage - 1), startPage + 1)
            return Swift.min(Swift.max(index * page, lo), hi)
        }
        let range = offsetRange, current = contentOffset
        return CGPoint(x: axis(current.x, dragStart.offset.x, velocity.x, bounds.width, range.min.x, range.max.x),
                       y: axis(current.y, dragStart.offset.y, velocity.y, bounds.height, range.min.y, range.max.y))
    }

    // MARK: Motion on the frame clock

    /// `fromInput`: the motion starts at the current input's time (a release, a pinch's end), not at
    /// the next tick.
    func startMotion(_ newMotion: ScrollMotion, fromInput: Bool = false) {
        motion = newMotion
        let application = UIApplication.shared
        application.scrollAnimator.add(self, start: fromInput ? application.inputPipeline.arena.now : nil)
    }

    /// Stops whatever moves the content, where it is (a finger came down on it, or code set the offset).
    func stopMotion() {
        guard motion != nil else { return }
        motion = nil
        isDecelerating = false
        isZoomBouncing = false
        UIApplication.shared.scrollAnimator.remove(self)
    }

    /// A tick of the frame clock, `elapsed` seconds into the motion.
    func advanceMotion(elapsed: TimeInterval) {
        guard let motion else { return }
        switch motion {
        case let .decelerating(from, to, rate):
            let ms = CGFloat(elapsed * 1000)
            let x = ScrollPhysics.approach(from: from.x, to: to.x, rate: rate, milliseconds: ms)
            let y = ScrollPhysics.approach(from: from.y, to: to.y, rate: rate, milliseconds: ms)
            if abs(x - to.x) < ScrollPhysics.restDistance && abs(y - to.y) < ScrollPhysics.restDistance {
                finishMotion(at: to, decelerated: true)
            } else {
                moveContent(to: CGPoint(x: x, y: y))
            }
        case let .animated(from, to, duration):
            let (eased, done) = ScrollPhysics.easeOut(elapsed: elapsed, duration: duration)
            if done {
                finishMotion(at: to, decelerated: false)
            } else {
                moveContent(to: CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
            }
        case let .zooming(from, to, anchor, duration):
            let (eased, done) = ScrollPhysics.easeOut(elapsed: elapsed, duration: duration)
            applyZoom(from + (to - from) * eased, anchor: anchor, notify: true)
            if done { finishZoomMotion() }
        }
    }

    private func finishMotion(at target: CGPoint, decelerated: Bool) {
        motion = nil
        UIApplication.shared.scrollAnimator.remove(self)
        moveContent(to: target)
        if decelerated {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    func finishZoomMotion() {
        motion = nil
        UIApplication.shared.scrollAnimator.remove(self)
        isZoomBouncing = false
    }
}
