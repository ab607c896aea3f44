import CDBus
import Foundation
import ResponderKit

/// `org.a11y.atspi.Component`: where an element is — its `accessibilityFrame` in the display's pixels
/// (coordinate type 0, the screen) or in its top-level window's, which shows the whole screen (1 and 2)
/// — and which element is at a point.
enum ATSPIComponent {
    static let interface = "org.a11y.atspi.Component"
    /// `ATSPI_LAYER_WIDGET` and `ATSPI_LAYER_WINDOW`.
    static let widgetLayer: UInt32 = 3
    static let windowLayer: UInt32 = 7
}

extension ATSPIBridge {
    /// `object`'s rectangle in pixels, on the display (`coordinateType` 0) or in its window (1 and 2).
    func extents(of object: AccessibleObject, coordinateType: UInt32) -> CGRect {
        pixels(of: object.accessibilityFrame, shownBy: object, coordinateType: coordinateType)
    }

    /// `rect`, in screen points, in pixels on the display (`coordinateType` 0) or in the window that
    /// shows `object` (1 and 2).
    func pixels(of rect: CGRect, shownBy object: AccessibleObject, coordinateType: UInt32) -> CGRect {
        // The display's window shows the whole screen, so a rectangle in screen points is in it already.
        let (origin, scale) = placement(Self.window(of: object))
        let inWindow = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
                              height: rect.height * scale)
        guard coordinateType == 0 else { return inWindow }
        return inWindow.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// A point in pixels (on the display for `coordinateType` 0, else in the window that shows
    /// `object`) in screen points.
    func screenPoint(ofPixel point: CGPoint, shownBy object: AccessibleObject, coordinateType: UInt32) -> CGPoint {
        let (origin, scale) = placement(Self.window(of: object))
        let inWindow = coordinateType == 0 ? CGPoint(x: point.x - origin.x, y: point.y - origin.y) : point
        guard scale > 0 else { return inWindow }
        return CGPoint(x: inWindow.x / scale, y: inWindow.y / scale)
    }

    static func window(of object: AccessibleObject) -> UIWindow? {
        (object as? UIWindow) ?? AssistiveTechnology.view(showing: object)?.window
    }


    func answerComponent(_ request: ATSPIRequest) -> Bool {
        guard let object = request.node.object else { return false }
        var reader = DBusMessageReader(request.message)
        switch request.member {
        case "GetExtents":
            let rect = extents(of: object, coordinateType: reader.uint32())
            reply(to: request.message) { writer in
                writer.structure {
                    $0.int32(Self.pixel(rect.minX)); $0.int32(Self.pixel(rect.minY))
                    $0.int32(Self.pixel(rect.width)); $0.int32(Self.pixel(rect.height))
                }
            }
        case "GetPosition":
            let rect = extents(of: object, coordinateType: reader.uint32())
            reply(to: request.message) { $0.int32(Self.pixel(rect.minX)); $0.int32(Self.pixel(rect.minY)) }
        case "GetSize":
            let rect = extents(of: object, coordinateType: 1)
            reply(to: request.message) { $0.int32(Self.pixel(rect.width)); $0.int32(Self.pixel(rect.height)) }
        case "Contains":
            let x = reader.int32(), y = reader.int32(), type = reader.uint32()
            let inside = extents(of: object, coordinateType: type).contains(CGPoint(x: CGFloat(x), y: CGFloat(y)))
            reply(to: request.message) { $0.boolean(inside) }
        case "GetAccessibleAtPoint":
            let x = reader.int32(), y = reader.int32(), type = reader.uint32()
            let point = CGPoint(x: CGFloat(x), y: CGFloat(y))
            let hit = AssistiveTechnology.children(of: object).last {
                extents(of: $0, coordinateType: type).contains(point)
            }
            let found = hit.map { reference(of: $0) } ?? .none(on: connection.uniqueName)
            if let hit { objects.recordParent(request.path, of: hit) }
            reply(to: request.message) { $0.reference(found) }
        case "GetLayer":
            let layer = object is UIWindow ? ATSPIComponent.windowLayer : ATSPIComponent.widgetLayer
            reply(to: request.message) { $0.uint32(layer) }
        case "GetMDIZOrder":
            reply(to: request.message) { $0.int16(0) }
        case "GrabFocus":
            // The assistive focus moves there (its Focus event goes at once); a text input
            // takes the keyboard too, as a screen reader's "focus" on an entry means typing goes there.
            AssistiveTechnology.focus(object)
            if let view = object as? UIView, AssistiveTechnology.isEditableText(view), view.canBecomeFirstResponder {
                _ = view.becomeFirstResponder()
            }
            followFocus()
            reply(to: request.message) { $0.boolean(true) }
        case "GetAlpha":
            reply(to: request.message) { $0.double(Double((object as? UIView)?.alpha ?? 1)) }
        case "ScrollTo", "ScrollToPoint":
            reply(to: request.message) { $0.boolean(false) }
        default:
            return false
        }
        return true
    }

    static func pixel(_ value: CGFloat) -> Int32 {
        guard value.isFinite else { return 0 }
        return Int32(clamping: Int((value).rounded()))
    }
}
