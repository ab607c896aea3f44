import Foundation
import Testing
@testable import ResponderKit

// `Unretained` is checked in debug builds (the tests' builds): a use after the
// object is gone traps with a sentence that names what should have kept it alive, instead of
// reading freed memory. Internal, so `@testable`: no app code can make an `Unretained`.

/// An object for the checks, nothing more.
private final class Payload {}

@Suite struct UnretainedCheckTests {
    #if DEBUG
    @Test func aUseAfterTheObjectIsGoneTrapsWithItsSentence() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var payload: Payload? = Payload()
            let reference = Unretained(payload!, heldBy: "a test that lets go of it on purpose")
            payload = nil
            _ = reference.object
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains("an unretained reference to a Payload was used after the object was deallocated"),
            "\(output)")
        #expect(output.contains("It relied on a test that lets go of it on purpose"), "\(output)")
    }

    @Test func theMainActorAccessTrapsToo() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var payload: Payload? = Payload()
                let reference = Unretained(payload!, heldBy: "a test that lets go of it on purpose")
                payload = nil
                _ = reference.with { ObjectIdentifier($0) }
            }
        }
    }
    #endif

    @Test func identityNeverDereferences() {
        var payload: Payload? = Payload()
        let reference = Unretained(payload!, heldBy: "this test, until it lets go")
        let other = Payload()
        #expect(reference.refers(to: payload!))
        #expect(!reference.refers(to: other))
        #expect(reference === Unretained(payload!, heldBy: "this test, until it lets go"))
        let address = reference.opaque
        payload = nil
        // Gone: comparing and the address are still allowed (a parent's deinit asks its children).
        #expect(reference.opaque == address)
        #expect(!reference.refers(to: other))
    }

    @MainActor @Test func aLiveObjectIsReadWithoutARetainOfItsOwn() {
        let payload = Payload()
        let reference = Unretained(payload, heldBy: "this test")
        #expect(reference.object === payload)
        #expect(reference.with { $0 === payload })
        #expect(reference.withNonisolated { $0 === payload })
    }
}
