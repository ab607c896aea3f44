/// Delegates the application makes from their class: an `@main` (or `@UIApplicationMain`) app
/// delegate, one `UIApplicationMain(…, NSStringFromClass(X.self))` names, and scene delegates. Each is
/// made `final`, or — when the app subclasses it — given `required override init()`, so that its
/// `init()` requirement (UIApplicationMainDelegate, UICreatableSceneDelegate) is met.
extension Plan {
    mutating func addMainDelegates() {
        for name in delegateClassesNamed {
            guard let index = classByName[name], classes[index].mainDelegate == nil,
                  let edit = classes[index].applicationDelegateType else { continue }
            edits[classes[index].file].append(edit)
            classes[index].mainDelegate = classes[index].creatable
        }
        for info in classes {
            guard let main = info.mainDelegate, !main.isFinal else { continue }
            if superclassNames.contains(info.name) {
                edits[info.file].append(TextEdit(start: main.bodyStart, end: main.bodyStart,
                        replacement: "\n\(info.memberIndent)required override init() { super.init() }\n"))
            } else {
                edits[info.file].append(
                    TextEdit(start: main.classKeyword, end: main.classKeyword, replacement: "final "))
            }
        }
    }
}
