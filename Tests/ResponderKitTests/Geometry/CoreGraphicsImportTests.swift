import CoreGraphics
import Testing

// `import CoreGraphics`, common in iOS model files, compiles on Linux: this file imports it
// and nothing of ResponderKit, as a model file would.

/// A model type of the kind that imports only CoreGraphics.
private struct Sticker {
    var center: CGPoint
    var size: CGSize
    var transform: CGAffineTransform = .identity
    var frame: CGRect {
        CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            .applying(transform)
    }
}

@Suite("import CoreGraphics")
struct CoreGraphicsImportTests {
    @Test("CGFloat, CGPoint, CGSize, CGRect, CGAffineTransform and CGVector come with `import CoreGraphics`")
    func modelFileCompiles() {
        var sticker = Sticker(center: CGPoint(x: 50, y: 50), size: CGSize(width: 20, height: 10))
        #expect(sticker.frame == CGRect(x: 40, y: 45, width: 20, height: 10))
        sticker.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(sticker.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
        let half: CGFloat = 0.5
        #expect(CGVector(dx: half, dy: 1).dx == 0.5)
    }
}
