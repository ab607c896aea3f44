import ResponderKit

// An app written as an iOS app's main.swift is — UIKit's own UIApplicationMain with the delegate's
// class name — whose process the lifecycle tests start (Tests/ResponderKitTests/LifecycleProcessTests):
// what the main loop runs, and how the app ends, can only be seen from outside the process. What it
// does is chosen by PROBE_MODE; every line it prints is flushed at once.
//
//   run                  RunLoop.main.perform, main-queue work, a Task, a Timer and asyncAfter from didFinishLaunching,
//                        then terminate() from the last of them
//   idle                 a repeating 1 s timer and nothing else, until SIGTERM (the `idle` workload)
//   slow-launch          a didFinishLaunching that takes 1.5 s (the test sends SIGTERM meanwhile)
//   terminate-in-launch  terminate() inside didFinishLaunching
//   reenter              UIApplicationMain again from didFinishLaunching, then terminate() twice
//   wait                 nothing: runs until SIGINT or SIGTERM
//   blocked              a didFinishLaunching that blocks the main thread for 60 s (SIGTERM must still end it)

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

final class ProbeAppDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        say("launched")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        switch ProcessInfo.processInfo.environment["PROBE_MODE"] ?? "run" {
        case "run":
            RunLoop.main.perform { say("run loop perform") }
            DispatchQueue.main.async { say("main queue") }
            Task { @MainActor in say("task") }
            _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in say("timer") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                say("asyncAfter")
                UIApplication.shared.terminate()
            }
        case "idle":
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in say("tick") }
        case "slow-launch":
            say("launching slowly")
            Thread.sleep(forTimeInterval: 1.5)
            say("launch done")
        case "blocked":
            say("blocking")
            Thread.sleep(forTimeInterval: 60)
            say("unblocked")
        case "terminate-in-launch":
            application.terminate()
        case "reenter":
            let status = UIApplicationMain(
                CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ProbeAppDelegate.self))
            say("nested UIApplicationMain returned \(status)")
            DispatchQueue.main.async {
                UIApplication.shared.terminate()
                UIApplication.shared.terminate()
            }
        default:
            break
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { say("active") }
    func applicationWillResignActive(_ application: UIApplication) { say("resigning") }
    func applicationWillTerminate(_ application: UIApplication) { say("terminating") }
}

let terminationObserver = NotificationCenter.default.addObserver(
    forName: UIApplication.willTerminateNotification, object: nil, queue: nil
) { _ in
    say("notified: terminating")
}
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ProbeAppDelegate.self))
say("UIApplicationMain returned")
