// Written by responderkit-port from the app's Info.plist and storyboards: translate them again rather than edit this.
import ResponderKit

final class PortedResources: PortedAppResources {
    static func register() {
        UIApplication.infoDictionary = [
            "CFBundleName": "Tasks",
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        [
                            "UISceneConfigurationName": "Default Configuration",
                            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                            "UISceneStoryboardFile": "Main",
                        ] as [String: Any],
                    ],
                ] as [String: Any],
            ] as [String: Any],
        ]
        UIStoryboard.register(MainStoryboard.translation)
        TaskHeaderViewNib.register()
    }
}
