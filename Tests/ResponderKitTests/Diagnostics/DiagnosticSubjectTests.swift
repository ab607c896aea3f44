import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A diagnostic says what it is about: a backend's raw input, or a call the app made that UIKit raises at.

@MainActor
@Suite("Diagnostics name their subject")
struct DiagnosticSubjectTests {
    @Test("A touch at a NaN location is raw input; the app's refused calls name the part of UIKit they used")
    func subjects() {
        let input = TestWorld.input()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let t = input.time
        let fromInput = TestWorld.diagnostics {
            input.send(.touches([began(1, .nan, 4)], timestamp: t))
        }
        #expect(fromInput.map(\.subject) == [.rawInput])

        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let stepper = UIStepper()
        let fromCalls = TestWorld.diagnostics {
            child.addChild(parent)  // a cycle: UIKit raises
            stepper.stepValue = 0  // UIKit raises NSInvalidArgumentException
        }
        #expect(fromCalls.map(\.kind) == [.invalidHierarchyChange, .invalidControlValue])
        #expect(fromCalls.map(\.subject) == [.viewTree, .controls])
        #expect(fromCalls.allSatisfy { $0.subject == $0.kind.subject })
    }

    @Test("Every kind has a subject, and only input kinds are raw input")
    func everyKind() {
        let rawInput = Diagnostic.Kind.allCases.filter { $0.subject == .rawInput }
        #expect(rawInput.contains(.nonFiniteLocation) && rawInput.contains(.unknownKey))
        #expect(!rawInput.contains(.invalidTableData) && !rawInput.contains(.unhandledAction))
        #expect(Set(Diagnostic.Kind.allCases.map(\.subject)) == Set(Diagnostic.Subject.allCases))
    }
}
