import ResponderKit
import Testing

// A game saving its board and score as iOS code does, through key-value coding on UserDefaults.

@Suite("UserDefaults: setValue(_:forKey:) and value(forKey:), as apps store settings")
struct UserDefaultsKeyValueTests {
    @Test("Values set by key and key path come back by key, key path and the typed getters")
    func roundTrip() throws {
        let suite = "ResponderKitTests.kvc.\(UInt32.random(in: 0...UInt32.max))"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.setValue(2048, forKey: "game_score")
        defaults.setValue("[[2,0],[0,4]]", forKeyPath: "game_board")
        #expect(defaults.integer(forKey: "game_score") == 2048)
        #expect(defaults.value(forKey: "game_board") as? String == "[[2,0],[0,4]]")
        #expect(defaults.value(forKeyPath: "game_score") as? Int == 2048)
        // A dotted key path walks into a stored dictionary.
        defaults.setValue(["best": 1024], forKey: "stats")
        defaults.setValue(7, forKeyPath: "stats.games")
        #expect(defaults.value(forKeyPath: "stats.best") as? Int == 1024)
        #expect(defaults.value(forKeyPath: "stats.games") as? Int == 7)
        defaults.setValue(nil, forKey: "game_score")
        #expect(defaults.value(forKey: "game_score") == nil)
    }
}
