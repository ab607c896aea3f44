import Foundation

/// UIKit's stack of current graphics contexts, one per thread as in UIKit: `draw(_:)`, the image
/// renderers and `UIGraphicsPushContext(_:)` push onto it, and `UIGraphicsGetCurrentContext()`,
/// `UIBezierPath.fill()`, `UIColor.setFill()`, `UIImage.draw(in:)` and string drawing use its top.
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// The scale of each entry pushed by `UIGraphicsBeginImageContextWithOptions`, `nil` for others.
    var imageContextScales: [CGFloat?] = []

    /// Each thread's stack, in a pthread key's slot (Support/Unretained.swift's `ThreadLocal`).
    private static let stacks = ThreadLocal { GraphicsContextStack() }

    /// This thread's stack.
    static var current: GraphicsContextStack { stacks.value }

    func push(_ context: CGContext, imageScale: CGFloat? = nil) {
        contexts.append(context)
        imageContextScales.append(imageScale)
    }

    @discardableResult
    func pop() -> (CGContext, CGFloat?)? {
        guard let context = contexts.popLast(), let scale = imageContextScales.popLast() else { return nil }
        return (context, scale)
    }
}

/// The context on top of this thread's UIKit context stack, or `nil` outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current one until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.push(context)
}

/// Brings back the context that was current before the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() {
    if GraphicsContextStack.current.pop() == nil {
        drawingDiagnostic("UIGraphicsPopContext() with no context pushed; pair it with UIGraphicsPushContext(_:).")
    }
}

/// Starts an image context of `size` points (the older API `UIGraphicsImageRenderer` replaces):
/// `scale` 0 means the main screen's; `opaque` drops alpha.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let width = Int((size.width * s).rounded(.up)), height = Int((size.height * s).rounded(.up))
    guard size.width.isFinite, size.height.isFinite, width > 0, height > 0,
          let context = CGContext(uikitPixelsWide: width, high: height, scale: s, opaque: opaque)
    else {
        drawingDiagnostic(
            "UIGraphicsBeginImageContext() failed to allocate CGBitmapContext: size=\(size), scale=\(scale)")
        return
    }
    GraphicsContextStack.current.push(context, imageScale: s)
}

/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` at scale 1, not opaque.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context holds; `nil` when the current context is not one.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let context = stack.contexts.last, let scale = stack.imageContextScales.last ?? nil,
          let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the image context begun last.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard stack.imageContextScales.last != nil, stack.imageContextScales.last! != nil else {
        drawingDiagnostic("UIGraphicsEndImageContext() with no image context; begin one first.")
        return
    }
    stack.pop()
}

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the fill colour (as UIKit's `UIRectFrame`).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(r.height - 2, 0)),
                  CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(r.height - 2, 0))])
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// A drawing diagnostic on standard error (UIKit logs these to the console).
func drawingDiagnostic(_ message: String) {
    FileHandle.standardError.write(Data(("ResponderKit: " + message + "\n").utf8))
}
