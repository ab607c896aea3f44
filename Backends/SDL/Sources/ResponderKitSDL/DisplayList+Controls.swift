import Foundation
import ResponderKit

/// How the display list draws the standard controls (docs/Controls.md), simply but recognisably:
/// a slider's track (filled up to the thumb) and thumb, a stepper's two halves with − and +, a
/// segmented control's segments with their titles and the selected one filled, a page control's
/// dots, a toolbar's item titles, an activity indicator's dot and a refresh control's spinner dot
/// while it refreshes.
extension DisplayListBuilder {
    static let controlTint = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    static let controlTrack = UIColor(white: 0.85, alpha: 1)

    /// Draws `view` if it is one of the standard controls; returns whether it was.
    func drawStandardControl(_ view: UIView, bounds: CGRect, toScreen: CGAffineTransform, opacity: CGFloat,
                             clip: CGRect?, into list: inout DisplayList) -> Bool {
        func fill(_ rect: CGRect, _ color: UIColor) {
            list.items.append(
                .fill(corners: corners(of: rect, toScreen), color: RGBA(color, alpha: opacity), clip: clip))
        }
        func text(_ string: String, _ rect: CGRect, _ color: UIColor, size: CGFloat = 15) {
            addText(string, font: .systemFont(ofSize: size), in: rect, alignment: .center, color: color,
                    toScreen, opacity, clip, &list)
        }
        switch view {
        case let slider as UISlider:
            let track = slider.trackRect(forBounds: bounds)
            let thumb = slider.thumbRect(forBounds: bounds, trackRect: track, value: slider.value)
            fill(track, slider.maximumTrackTintColor ?? Self.controlTrack)
            fill(CGRect(x: track.minX, y: track.minY, width: max(thumb.midX - track.minX, 0), height: track.height),
                 slider.minimumTrackTintColor ?? Self.controlTint)
            fill(thumb, slider.thumbTintColor ?? .white)
            addFrame(thumb, width: 1, color: UIColor(white: 0.7, alpha: 1), toScreen, opacity, clip, &list)
        case let stepper as UIStepper:
            let half = bounds.width / 2
            let minus = CGRect(x: bounds.minX, y: bounds.minY, width: half, height: bounds.height)
            let plus = CGRect(x: bounds.minX + half, y: bounds.minY, width: half, height: bounds.height)
            fill(bounds, UIColor(white: 0.93, alpha: 1))
            fill(CGRect(x: bounds.minX + half - 0.5, y: bounds.minY + 6, width: 1, height: max(bounds.height - 12, 0)),
                 UIColor(white: 0.75, alpha: 1))
            text("−", minus, stepper.canDecrement ? .black : UIColor(white: 0.7, alpha: 1), size: 20)
            text("+", plus, stepper.canIncrement ? .black : UIColor(white: 0.7, alpha: 1), size: 20)
        case let segmented as UISegmentedControl:
            fill(bounds, UIColor(white: 0.93, alpha: 1))
            for (index, frame) in segmented.segmentFrames().enumerated() {
                if index == segmented.selectedSegmentIndex {
                    fill(frame.insetBy(dx: 2, dy: 2), segmented.selectedSegmentTintColor ?? .white)
                }
                let enabled = segmented.isEnabledForSegment(at: index)
                if let title = segmented.titleForSegment(at: index) {
                    text(title, frame, enabled ? .black : UIColor(white: 0.6, alpha: 1), size: 13)
                }
            }
        case let pages as UIPageControl:
            guard pages.showsIndicators else { return true }
            let side = UIPageControl.indicatorDiameter
            for page in 0..<pages.numberOfPages {
                let center = pages.indicatorCenter(forPage: page)
                let dot = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
                let current = page == pages.currentPage
                fill(dot, current ? (pages.currentPageIndicatorTintColor ?? .white)
                                  : (pages.pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.4)))
            }
        case let toolbar as UIToolbar:
            fill(bounds, toolbar.barTintColor ?? UIColor(white: 0.97, alpha: 1))
            for (item, frame) in zip(toolbar.items ?? [], toolbar.itemFrames()) where item.customView == nil {
                guard let title = item.displayTitle else { continue }
                let color = item.isEnabled ? (item.tintColor ?? Self.controlTint) : UIColor(white: 0.7, alpha: 1)
                text(title, frame, color, size: 17)
            }
        case let bar as UIProgressView:
            fill(bounds, bar.trackTintColor ?? Self.controlTrack)
            fill(bar.filledRect(in: bounds), bar.progressTintColor ?? Self.controlTint)
        case let indicator as UIActivityIndicatorView:
            let side = min(bounds.width, bounds.height) / 2
            fill(
                CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side), indicator.color
            )
        case let refresh as UIRefreshControl:
            guard refresh.isRefreshing else { return true }
            fill(CGRect(x: bounds.midX - 10, y: bounds.midY - 10, width: 20, height: 20), .gray)
        default:
            return false
        }
        return true
    }
}
