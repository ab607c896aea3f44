import Foundation

/// How far one walk of the responder chain may go, and what happens past it.
///
/// An app's `next` override can make the chain a cycle (a responder that leads back to itself) or
/// absurdly long. UIKit then recurses until the stack overflows. ResponderKit's default forwarding
/// (`touchesBegan` … `pressesCancelled`, `motion…`, `remoteControlReceived`,
/// `target(forAction:withSender:)`) counts the hops of the walk under way (`dispatchSwitches.chainDepth`,
/// beside the tracing switch every hop reads anyway); past
/// ``maximumHops`` it stops there, reports an ``Diagnostic`` of kind `.responderChainCycle`
/// naming the responders involved, and the event ends normally for the rest (a touch still gets its
/// ending). Walks written as loops (key commands, the tracer) stop at the same bound.
public enum ResponderChainBound {
    /// The most hops one walk of the chain may take: far more than any real view tree is deep.
    public static let maximumHops = 4_096

    /// The walk from `responder` went past the bound: report it, naming the cycle if there is one.
    @MainActor
    @inline(never)
    static func stopped(at responder: UIResponder, method: StaticString) {
        var seen: [ObjectIdentifier: Int] = [:]
        var names: [String] = []
        var current: UIResponder? = responder
        var cycle: String?
        while let step = current, names.count <= maximumHops {
            let id = ObjectIdentifier(step)
            if let start = seen[id] {
                cycle = (names[start...] + [names[start]]).joined(separator: " → ")
                break
            }
            seen[id] = names.count
            names.append(ResponderName(step).description)
            current = step.next
        }
        let message: String
        if let cycle {
            message =
                "\(method) went round a cycle in the responder chain (\(cycle)): a `next` override leads back to a "
                    + "responder already on the chain; the event stops here"
        } else {
            message =
                "\(method) went past \(maximumHops) responders (from \(names.prefix(3).joined(separator: " → ")) "
                    + "…): a `next` override makes the chain too long; the event stops here"
        }
        UIApplication.shared.report(.init(kind: .responderChainCycle, resolution: .dropped, message: message))
        activeTracer?.record(.droppedAtEndOfChain(last: ResponderName(responder), method: "\(method)"))
    }
}
