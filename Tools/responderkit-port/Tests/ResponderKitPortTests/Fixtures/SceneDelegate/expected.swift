import ResponderKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate, UICreatableSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
    }
}

class BaseSceneDelegate: UIResponder, UISceneDelegate, UICreatableSceneDelegate {
    required override init() { super.init() }

}

class SpecialSceneDelegate: BaseSceneDelegate {
}
