import Foundation

/// A switch as iOS draws it: a 51 × 31 capsule, green (``UISwitch/onTintColor``) when on and the
/// system fill when off, with a 27-point white knob (``UISwitch/thumbTintColor``) at the end its
/// state points to, shadowed; the knob stretches towards the middle while a finger is on it, and a
/// disabled switch is drawn at half opacity.
extension UISwitch {
    func drawStandardLook(in ctx: CGContext) {
        let track = CGRect(x: bounds.minX, y: bounds.midY - 15.5, width: 51, height: 31)
        StandardLook.group(dimmed: !isEnabled, in: bounds, in: ctx) {
            StandardLook.fill(track, radius: 15.5, isOn ? (onTintColor ?? .systemGreen) : StandardLook.trackFill,
                              for: self, in: ctx)
            let width: CGFloat = isHighlighted ? 34 : 27
            let x = isOn ? track.maxX - 2 - width : track.minX + 2
            StandardLook.knob(CGRect(x: x, y: track.minY + 2, width: width, height: 27), thumbTintColor ?? .white,
                              for: self, in: ctx)
        }
    }
}

/// A slider as iOS draws it: the track (``UISlider/trackRect(forBounds:)``) in the tint colour up to
/// the thumb and the system fill after it, rounded; the value images at their rectangles (template
/// images in grey); the 28-point white thumb at ``UISlider/thumbRect(forBounds:trackRect:value:)``
/// with its shadow. A thumb image set for the state is drawn instead of the round thumb.
extension UISlider {
    func drawStandardLook(in ctx: CGContext) {
        StandardLook.group(dimmed: !isEnabled, in: bounds, in: ctx) {
            let track = trackRect(forBounds: bounds)
            let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
            let split = min(max(thumb.midX, track.minX), track.maxX)
            let radius = track.height / 2
            if let image = currentMaximumTrackImage {
                StandardLook.image(image, in: track, tint: .systemFill, for: self, in: ctx)
            } else {
                StandardLook.fill(
                    track, radius: radius, maximumTrackTintColor ?? StandardLook.trackFill, for: self, in: ctx)
            }
            let filled = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
            if let image = currentMinimumTrackImage {
                StandardLook.image(image, in: filled, tint: tintColor, for: self, in: ctx)
            } else {
                StandardLook.fill(filled, radius: radius, minimumTrackTintColor ?? tintColor, for: self, in: ctx)
            }
            if let image = minimumValueImage {
                StandardLook.image(
                    image, in: minimumValueImageRect(forBounds: bounds), tint: .systemGray, for: self, in: ctx)
            }
            if let image = maximumValueImage {
                StandardLook.image(
                    image, in: maximumValueImageRect(forBounds: bounds), tint: .systemGray, for: self, in: ctx)
            }
            if let image = currentThumbImage {
                StandardLook.image(image, in: thumb, tint: tintColor, for: self, in: ctx)
            } else {
                StandardLook.knob(thumb, thumbTintColor ?? .white, for: self, in: ctx)
            }
        }
    }
}

/// A progress view as iOS draws it: a rounded track in the system fill (none in the `.bar` style)
/// and the progress in the tint colour (``UIProgressView/progressTintColor``) over
/// ``UIProgressView/filledRect(in:)``; track and progress images, when set, instead.
extension UIProgressView {
    func drawStandardLook(in ctx: CGContext) {
        let radius = min(bounds.height / 2, 2)
        if let image = trackImage {
            StandardLook.image(image, in: bounds, tint: .systemFill, for: self, in: ctx)
        } else if trackTintColor != nil || progressViewStyle == .default {
            StandardLook.fill(bounds, radius: radius, trackTintColor ?? StandardLook.trackFill, for: self, in: ctx)
        }
        let filled = filledRect(in: bounds)
        if let image = progressImage {
            StandardLook.image(image, in: filled, tint: tintColor, for: self, in: ctx)
        } else {
            StandardLook.fill(filled, radius: radius, progressTintColor ?? tintColor, for: self, in: ctx)
        }
    }
}
