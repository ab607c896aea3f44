import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by its transform, its frame's origin is
/// kept at the content's origin, and `contentSize` follows its scaled size. A pinch zooms about the
/// fingers; past the scale range it rubber-bands (`bouncesZoom`) and springs back when it ends.
extension UIScrollView {
    /// Whether zooming is possible: a scale range and a view to zoom.
    var canZoom: Bool { maximumZoomScale > minimumZoomScale && delegate?.viewForZooming(in: self) != nil }

    /// `scale` within `minimumZoomScale…maximumZoomScale`.
    func zoomScaleInRange(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    func zoomRangeChanged() {
        pinch.isEnabled = maximumZoomScale > minimumZoomScale
        let clampedScale = zoomScaleInRange(zoomScaleStorage)
        if clampedScale != zoomScaleStorage, delegate?.viewForZooming(in: self) != nil {
            applyZoom(clampedScale, notify: true)
        }
    }

    /// Scales the zooming view to `scale`, keeping `anchor` (a point of the scroll view's visible
    /// area, relative to its top left) over the same point of the content.
    func applyZoom(_ scale: CGFloat, anchor: CGPoint? = nil, notify: Bool) {
        guard scale.isFinite, scale > 0, let view = delegate?.viewForZooming(in: self) else { return }
        let old = zoomScaleStorage
        zoomScaleStorage = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        if let anchor, old > 0 {
            let offset = contentOffset
            let point = CGPoint(x: (offset.x + anchor.x) / old * scale, y: (offset.y + anchor.y) / old * scale)
            let moved = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
            moveContent(to: isZooming ? moved : clamped(moved))
        }
        if notify { delegate?.scrollViewDidZoom(self) }
    }

    func pinchChanged() {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let anchor = CGPoint(x: pinch.location(in: self).x - bounds.minX, y: pinch.location(in: self).y - bounds.minY)
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            zoomStart = zoomScaleStorage
            delegate?.scrollViewWillBeginZooming(self, with: view)
            applyZoom(zoomedScale(zoomStart * pinch.scale), anchor: anchor, notify: true)
        case .changed:
            applyZoom(zoomedScale(zoomStart * pinch.scale), anchor: anchor, notify: true)
        case .ended, .cancelled:
            isZooming = false
            let settled = zoomScaleInRange(zoomScaleStorage)
            if settled != zoomScaleStorage {
                isZoomBouncing = true
                startMotion(
                    .zooming(
                        from: zoomScaleStorage, to: settled, anchor: anchor, duration: ScrollPhysics.animationDuration),
                    fromInput: true)
            } else {
                moveContent(to: clamped(contentOffset))
            }
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: settled)
        default: break
        }
    }

    /// A pinched scale, past the range rubber-banded (`bouncesZoom`) or clamped.
    private func zoomedScale(_ raw: CGFloat) -> CGFloat {
        if raw < minimumZoomScale {
            return bouncesZoom
                ? minimumZoomScale - ScrollPhysics.rubberBand(minimumZoomScale - raw, dimension: minimumZoomScale)
                : minimumZoomScale
        }
        if raw > maximumZoomScale {
            return bouncesZoom
                ? maximumZoomScale + ScrollPhysics.rubberBand(raw - maximumZoomScale, dimension: maximumZoomScale)
                : maximumZoomScale
        }
        return raw
    }

    func zoom(toScale scale: CGFloat, animated: Bool) {
        let target = zoomScaleInRange(scale)
        let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        if animated {
            startMotion(
                .zooming(from: zoomScaleStorage, to: target, anchor: center, duration: ScrollPhysics.animationDuration))
        } else {
            stopMotion()
            applyZoom(target, anchor: center, notify: true)
        }
    }

    /// `rect` is in the zooming view's own coordinates; it ends up filling the scroll view (as much as
    /// the scale range allows), its top left at the scroll view's.
    func zoom(toRect rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let scale = zoomScaleInRange(min(bounds.width / rect.width, bounds.height / rect.height))
        stopMotion()
        applyZoom(scale, notify: true)
        let target = clamped(CGPoint(x: rect.minX * scale, y: rect.minY * scale))
        setContentOffset(target, animated: animated)
    }
}
