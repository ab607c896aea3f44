import Foundation

/// Every example of the seed articles, in the order the demo runs them.
public enum SeedScenarios {
    public static let all: [Scenario] = [
        wsView, drag, wsWindow, whiteRedGreenRedSelf, whiteRedGreenWhiteRedirects, viewAViewB,
        underButton, hitTestRules, firstResponder, multiTouchTogether, multiTouchOneAfterAnother,
        interruption, viewControllerTouches, twoViewControllers, shake, remoteControl, inputViews,
        buttonWithFirstResponder, typing, nilTargetedCopy, keyCommand,
        tapVersusDoubleTap, panPinchRotate, buttonInTappableCell,
        pagingPreviews, buttonList, zoomingPicture, carouselInList, constraints,
    ]

    /// The scenario called `name`, if any.
    public static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }
}
