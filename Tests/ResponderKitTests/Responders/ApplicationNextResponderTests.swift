import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Which app delegate follows the application in the responder chain (R3, B59): a plain responder
// does; an object that is no responder, a view controller, a view or another application does not.

/// A delegate that is a plain responder, so it follows the application in the chain (B59).
@MainActor
private final class PlainResponderDelegate: UIResponder, UIApplicationDelegate {}

/// A delegate that is not a responder at all.
@MainActor
private final class PlainObjectDelegate: NSObject, UIApplicationDelegate {}

/// A delegate that is a view controller: a responder, but excluded from the chain (B59).
@MainActor
private final class ControllerDelegate: UIViewController, UIApplicationDelegate {}

/// A delegate that is a view: a responder, but excluded from the chain (B59). (UIView's own
/// read-only `window` sits beside the protocol's settable one, which the default implementation supplies.)
@MainActor
private final class ViewDelegate: UIView, UIApplicationDelegate {}

/// A delegate that is itself an application object: excluded from the chain (B59).
@MainActor
private final class ApplicationDelegateObject: UIApplication, UIApplicationDelegate {}

@MainActor
@Suite("UIApplication.next: the delegate, when it is a plain responder (R3, B59)", .serialized)
struct ApplicationNextResponderTests {
    @Test("UIApplication.next is the delegate only when it is a plain UIResponder (R3, B59)")
    func applicationNext() {
        let input = TestWorld.input()
        let application = UIApplication.shared
        defer { application.delegate = nil }
        #expect(application.next == nil)  // no delegate

        let responderDelegate = PlainResponderDelegate()
        application.delegate = responderDelegate
        #expect(application.next === responderDelegate)
        #expect(responderDelegate.next == nil)  // the delegate ends the chain

        let plainDelegate = PlainObjectDelegate()
        application.delegate = plainDelegate
        #expect(application.next == nil)  // not a responder

        let controllerDelegate = ControllerDelegate()
        application.delegate = controllerDelegate
        #expect(application.next == nil)  // a view controller is excluded

        let viewDelegate = ViewDelegate()
        application.delegate = viewDelegate
        #expect(application.next == nil)  // a view is excluded

        let applicationDelegate = ApplicationDelegateObject()  // not shared: the first application stays shared
        #expect(UIApplication.shared === application)
        application.delegate = applicationDelegate
        #expect(application.next == nil)  // an application object is excluded

        application.delegate = nil
        #expect(application.next == nil)
        _ = input
        withExtendedLifetime((responderDelegate, plainDelegate, controllerDelegate, viewDelegate, applicationDelegate))
        {}
    }
}
