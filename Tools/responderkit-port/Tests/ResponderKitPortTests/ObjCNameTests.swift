import ResponderKitPort
import Testing

/// The Objective-C names Swift gives methods — what `Selector("…")` must spell for an action to match.
@Suite("responderkit-port: Objective-C selector names")
struct ObjCNameTests {
    @Test("Swift's rules: base name, 'With' before a first label unless it is a preposition, later labels as pieces",
          arguments: [
              ("save", [String?](), "save"),
              ("save", [nil], "save:"),
              ("save", ["sender"], "saveWithSender:"),
              ("handle", [nil, "event"], "handle:event:"),
              ("handle", [nil, nil], "handle::"),
              ("move", ["to"], "moveTo:"),
              ("action", ["for"], "actionFor:"),
              ("insert", ["atIndex"], "insertAtIndex:"),
              ("action", ["withSender"], "actionWithSender:"),
              ("configure", ["model", "animated"], "configureWithModel:animated:"),
              ("tap", ["x"], "tapWithX:"),
          ])
    func names(base: String, labels: [String?], expected: String) {
        #expect(ObjCName.selector(baseName: base, labels: labels) == expected)
    }
}
