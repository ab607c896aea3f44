import Foundation
import ResponderKit

/// Raw input as short text, to compare whole batches in one assertion.
func text(_ inputs: [RawInput]) -> [String] {
    inputs.map(text)
}

func text(_ input: RawInput) -> String {
    func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }
    func t(_ v: TimeInterval) -> String { String(format: "%.3f", v) }
    switch input {
    case let .touches(contacts, timestamp):
        let parts = contacts.map { "\($0.id) \($0.phase) (\(n($0.location.x)), \(n($0.location.y)))" }
        return "touches [\(parts.joined(separator: ", "))] @\(t(timestamp))"
    case let .keyDown(key, timestamp):
        return
            """
                keyDown \(key.keyCode) \
                \(key.characters.debugDescription)/\(key.charactersIgnoringModifiers.debugDescription) \
                \(flags(key.modifierFlags)) @\(t(timestamp))
                """
    case let .keyUp(key, timestamp):
        return "keyUp \(key.keyCode) \(flags(key.modifierFlags)) @\(t(timestamp))"
    case let .remoteControl(subtype, timestamp): return "remoteControl \(subtype) @\(t(timestamp))"
    case let .motionBegan(subtype, timestamp): return "motionBegan \(subtype) @\(t(timestamp))"
    case let .motionEnded(subtype, timestamp): return "motionEnded \(subtype) @\(t(timestamp))"
    case let .motionCancelled(subtype, timestamp): return "motionCancelled \(subtype) @\(t(timestamp))"
    case let .cancelAllTouches(timestamp): return "cancelAllTouches @\(t(timestamp))"
    case let .timePassed(timestamp): return "timePassed @\(t(timestamp))"
    case let .scroll(scroll, timestamp):
        return
            """
                scroll \(scroll.source) \(scroll.phase) \(scroll.delta.x),\(scroll.delta.y) at \
                \(scroll.location.x),\(scroll.location.y) @\(t(timestamp))
                """
    case let .pointerMoved(location, timestamp): return "pointerMoved \(location.x),\(location.y) @\(t(timestamp))"
    case let .pointerExited(timestamp): return "pointerExited @\(t(timestamp))"
    case let .interruptionEnded(timestamp): return "interruptionEnded @\(t(timestamp))"
    case let .enteredBackground(timestamp): return "enteredBackground @\(t(timestamp))"
    case let .enteringForeground(timestamp): return "enteringForeground @\(t(timestamp))"
    case let .memoryWarning(timestamp): return "memoryWarning @\(t(timestamp))"
    case let .orientationChanged(orientation, timestamp): return "orientationChanged \(orientation) @\(t(timestamp))"
    case let .screenResized(size, timestamp): return "screenResized \(n(size.width))x\(n(size.height)) @\(t(timestamp))"
    case let .userInterfaceStyleChanged(style, timestamp): return "userInterfaceStyleChanged \(style) @\(t(timestamp))"
    case let .contentSizeCategoryChanged(category, timestamp):
        return "contentSizeCategoryChanged \(category.rawValue) @\(t(timestamp))"
    case let .sceneActivated(identifier, timestamp): return "sceneActivated \(identifier) @\(t(timestamp))"
    case let .sceneTargeted(identifier, timestamp): return "sceneTargeted \(identifier) @\(t(timestamp))"
    case let .sceneClosed(identifier, timestamp): return "sceneClosed \(identifier) @\(t(timestamp))"
    case let .transform(transform, timestamp):
        return "transform \(transform.phase) \(transform.scale) \(transform.rotation) @\(t(timestamp))"
    @unknown default: return "\(input)"
    }
}

private func flags(_ flags: UIKeyModifierFlags) -> String {
    var names: [String] = []
    if flags.contains(.alphaShift) { names.append("capsLock") }
    if flags.contains(.shift) { names.append("shift") }
    if flags.contains(.control) { names.append("control") }
    if flags.contains(.alternate) { names.append("alternate") }
    if flags.contains(.command) { names.append("command") }
    if flags.contains(.numericPad) { names.append("numericPad") }
    return "[\(names.joined(separator: ","))]"
}
