import Foundation
import ResponderKit

/// The states the tracer saw a recognizer (by name) take. UIKit resets a recognizer that failed once
/// the event is handled (B110), so its `.failed` shows here rather than in `state` afterwards.
@MainActor
final class StateHistory {
    let tracer = EventTracer()

    init() { UIApplication.shared.tracer = tracer }

    func states(_ name: String) -> [String] {
        tracer.records.compactMap { record in
            if case let .recognizerState(recognizer, _, _, to) = record.kind, recognizer == name { return to }
            return nil
        }
    }

    func stop() { UIApplication.shared.tracer = nil }
}
