import Foundation
@testable import ResponderKitPort
import Testing

/// Storyboards translated into Swift: the fixture app's Main.storyboard translates to exactly the
/// file the end-to-end target builds and drives (Tests/PortedStoryboardApp/Main.storyboard.swift), and
/// what cannot be translated is reported with the storyboard's line. `PORT_RECORD=1` rewrites the file.
@Suite("responderkit-port: storyboards")
struct StoryboardTranslationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The repository's Examples/ (the Tasks app's iOS sources live there: CI ports and runs it too).
    static let examples = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    @Test("Main.storyboard translates, with nothing left, to the file the end-to-end test builds")
    func golden() throws {
        let storyboard = Self.examples.appendingPathComponent("TasksApp/Tasks/Base.lproj/Main.storyboard")
        let translation = try StoryboardTranslator.translate(
            path: "TasksApp/Tasks/Base.lproj/Main.storyboard", data: Data(contentsOf: storyboard))
        let target = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PortedStoryboardApp/PortedResources/Main.storyboard.swift")
        if ProcessInfo.processInfo.environment["PORT_RECORD"] == "1" {
            try translation.swift.write(to: target, atomically: true, encoding: .utf8)
        }
        #expect(translation.findings.isEmpty, "\(translation.findings)")
        #expect(translation.fileName == "Main.storyboard.swift" && translation.typeName == "MainStoryboard")
        #expect(translation.swift == (try String(contentsOf: target, encoding: .utf8)))
    }

    @Test("TaskHeaderView.xib translates, with nothing left, to the file the end-to-end test builds")
    func goldenNib() throws {
        let nib = Self.examples.appendingPathComponent("TasksApp/Tasks/TaskHeaderView.xib")
        let translation = try NibTranslator.translate(
            path: "TasksApp/Tasks/TaskHeaderView.xib", data: Data(contentsOf: nib))
        let target = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PortedStoryboardApp/PortedResources/TaskHeaderView.xib.swift")
        if ProcessInfo.processInfo.environment["PORT_RECORD"] == "1" {
            try translation.swift.write(to: target, atomically: true, encoding: .utf8)
        }
        #expect(translation.findings.isEmpty, "\(translation.findings)")
        #expect(translation.typeName == "TaskHeaderViewNib")
        #expect(translation.swift == (try String(contentsOf: target, encoding: .utf8)))
    }

    @Test("What is not translated is reported at its line, with what to write instead")
    func untranslated() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="a" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
                                        <mapView clipsSubviews="YES" id="m"/>
                                    </subviews>
                                </view>
                                <connections>
                                    <segue destination="b" kind="relationship" relationship="somethingNew" id="r"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <tableViewController id="b" sceneMemberID="viewController">
                                <tableView key="view" dataMode="static" style="grouped" id="t"/>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let translation = try StoryboardTranslator.translate(path: "Odd.storyboard", data: Data(xml.utf8))
        let lines = translation.findings.map(\.line).sorted()
        #expect(lines == [10, 14], "a static table is translated, even an empty one")
        #expect(translation.findings.contains { $0.message.contains("<mapView>") && $0.fix.contains("viewDidLoad") })
        #expect(translation.swift.contains("storyboard.setStaticSections([], of: v_t)"))
        #expect(translation.swift.contains(#"UIStoryboard.Scene(id: "b""#))
    }

    @Test("A document that is not XML is refused with its line")
    func notXML() {
        #expect(throws: IBParseError.self) {
            try StoryboardTranslator.translate(path: "Broken.storyboard", data: Data("<document><scenes>".utf8))
        }
    }
}
