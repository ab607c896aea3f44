import CDBus
import Foundation
import ResponderKit

/// `org.a11y.atspi.Action` and `org.a11y.atspi.Value`: what a screen reader or an automation tool
/// does to an element, and an adjustable element's number.
enum ATSPIAction {
    static let interface = "org.a11y.atspi.Action"

    /// One action: its name, its description, and what doing it does.
    struct Action {
        let name: String
        let description: String
        let perform: @MainActor () -> Bool
    }

    /// `object`'s actions: "click" for an element a person can activate, "increment" and "decrement"
    /// for an adjustable one, then its custom actions by name.
    @MainActor static func actions(of object: AccessibleObject) -> [Action] {
        var actions: [Action] = []
        let traits = object.accessibilityTraits
        let activatable = object.accessibilityRespondsToUserInteraction || !traits.contains(.staticText)
        if object.isAccessibilityElement, activatable {
            actions.append(Action(name: "click", description: object.accessibilityHint ?? "") {
                AssistiveTechnology.activate(object)
            })
        }
        if traits.contains(.adjustable) {
            actions.append(Action(name: "increment", description: "") {
                AssistiveTechnology.increment(object)
                return true
            })
            actions.append(Action(name: "decrement", description: "") {
                AssistiveTechnology.decrement(object)
                return true
            })
        }
        for custom in object.accessibilityCustomActions ?? [] {
            actions.append(Action(name: custom.name, description: "") { AssistiveTechnology.perform(custom) })
        }
        return actions
    }
}

extension ATSPIBridge {
    func answerAction(_ request: ATSPIRequest) -> Bool {
        guard let object = request.node.object else { return false }
        let actions = ATSPIAction.actions(of: object)
        var reader = DBusMessageReader(request.message)
        switch request.member {
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding":
            let index = Int(reader.int32())
            let action = actions.indices.contains(index) ? actions[index] : nil
            let text: String
            switch request.member {
            case "GetDescription": text = action?.description ?? ""
            case "GetKeyBinding": text = ""
            default: text = action?.name ?? ""
            }
            reply(to: request.message) { $0.string(text) }
        case "GetActions":
            reply(to: request.message) { writer in
                writer.array(of: "(sss)") { array in
                    for action in actions {
                        array.structure { $0.string(action.name); $0.string(action.description); $0.string("") }
                    }
                }
            }
        case "DoAction":
            let index = Int(reader.int32())
            guard actions.indices.contains(index) else {
                reply(to: request.message) { $0.boolean(false) }
                return true
            }
            // Answer first: the action may run app code that takes a while, and the client waits.
            reply(to: request.message) { $0.boolean(true) }
            connection.flush()
            _ = actions[index].perform()
        default:
            return false
        }
        return true
    }
}

/// An adjustable element's number for `org.a11y.atspi.Value`.
enum ATSPIValue {
    static let interface = "org.a11y.atspi.Value"

    struct Range {
        let minimum: Double, maximum: Double, step: Double, current: Double
    }

    @MainActor static func range(of object: AccessibleObject) -> Range? {
        switch object {
        case let slider as UISlider:
            let span = Double(slider.maximumValue - slider.minimumValue)
            return Range(minimum: Double(slider.minimumValue), maximum: Double(slider.maximumValue),
                         step: span / 10, current: Double(slider.value))
        case let progress as UIProgressView:
            return Range(minimum: 0, maximum: 1, step: 0.01, current: Double(progress.progress))
        case let stepper as UIStepper:
            return Range(minimum: stepper.minimumValue, maximum: stepper.maximumValue, step: stepper.stepValue,
                         current: stepper.value)
        case let pages as UIPageControl:
            return Range(minimum: 0, maximum: Double(max(pages.numberOfPages - 1, 0)), step: 1,
                         current: Double(pages.currentPage))
        default:
            return nil
        }
    }

    /// Sets the value as a person would, sending `.valueChanged` when it changed.
    @MainActor static func set(_ object: AccessibleObject, to value: Double) {
        guard value.isFinite else { return }
        switch object {
        case let slider as UISlider where slider.isEnabled:
            let old = slider.value
            slider.value = Float(value)
            if slider.value != old { slider.sendActions(for: .valueChanged) }
        case let stepper as UIStepper where stepper.isEnabled:
            let old = stepper.value
            stepper.value = value
            if stepper.value != old { stepper.sendActions(for: .valueChanged) }
        case let pages as UIPageControl where pages.isEnabled:
            let old = pages.currentPage
            pages.currentPage = Int(value.rounded())
            if pages.currentPage != old { pages.sendActions(for: .valueChanged) }
        default:
            break
        }
    }
}
