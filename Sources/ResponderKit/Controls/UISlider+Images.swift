import Foundation

/// Which of a slider's images: the thumb, or the track before or after it.
enum SliderImageKind: Hashable {
    case thumb, minimumTrack, maximumTrack
}

/// A slider's images per state, as UIKit's: an image set for a state is used in it, and the normal
/// state's otherwise (`thumbImage(for:)` returns only what was set for that state, as in UIKit; the
/// `current…` properties give what is shown now). A thumb image sets the thumb's size, so
/// ``UISlider/thumbRect(forBounds:trackRect:value:)`` and touches follow the image; the track images
/// are drawn stretched over their part of the track (give them cap insets with
/// `resizableImage(withCapInsets:)`).
extension UISlider {
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, .thumb, state) }
    public func thumbImage(for state: UIControl.State) -> UIImage? { stateImages[.thumb]?[state.rawValue] }
    /// The thumb image shown in the current state.
    public var currentThumbImage: UIImage? { shownImage(.thumb) }

    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        setImage(image, .minimumTrack, state)
    }
    public func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        stateImages[.minimumTrack]?[state.rawValue]
    }
    /// The image of the track before the thumb shown in the current state.
    public var currentMinimumTrackImage: UIImage? { shownImage(.minimumTrack) }

    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        setImage(image, .maximumTrack, state)
    }
    public func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        stateImages[.maximumTrack]?[state.rawValue]
    }
    /// The image of the track after the thumb shown in the current state.
    public var currentMaximumTrackImage: UIImage? { shownImage(.maximumTrack) }

    /// The thumb's size: the current thumb image's, or the round thumb's 28 points.
    var thumbDrawnSize: CGSize {
        guard let size = currentThumbImage?.size, size.width > 0, size.height > 0 else { return Self.thumbSize }
        return size
    }

    private func setImage(_ image: UIImage?, _ kind: SliderImageKind, _ state: UIControl.State) {
        stateImages[kind, default: [:]][state.rawValue] = image
        setNeedsDisplay()
    }

    private func shownImage(_ kind: SliderImageKind) -> UIImage? {
        let images = stateImages[kind] ?? [:]
        return images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
}
