// Written by responderkit-port from the app's Info.plist, storyboards, nibs and asset catalogs: port the app again rather than edit it.
import ResponderKit

final class PortedResources: PortedAppResources {
    static func register() {
        UIApplication.infoDictionary = [
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        [
                            "UISceneConfigurationName": "Default Configuration",
                            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                            "UISceneStoryboardFile": "Main",
                        ] as [String: Any],
                    ] as [Any],
                ] as [String: Any],
            ] as [String: Any],
            "UIApplicationSupportsIndirectInputEvents": "YES",
            "UILaunchStoryboardName": "LaunchScreen",
            "UIMainStoryboardFile": "Main",
            "UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight",
        ] as [String: Any]
        UIStoryboard.register(LaunchScreenStoryboard.translation)
        UIStoryboard.register(MainStoryboard.translation)
        TaskHeaderViewNib.register()
        UIColor.register(named: "Brand", any: UIColor(red: 0.1255, green: 0.251, blue: 0.502, alpha: 1), dark: UIColor(red: 0.6, green: 0.8, blue: 1, alpha: 1))
        UIImage.register(named: "Checkmark", size: CGSize(width: 24, height: 20), scale: 2, renderingMode: .alwaysTemplate, file: Bundle.module.url(forResource: "checkmark@2x", withExtension: "png", subdirectory: "Assets.xcassets/Checkmark.imageset"))
    }
}
