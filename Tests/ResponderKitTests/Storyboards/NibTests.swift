import ResponderKit
import ResponderKitTesting
import Testing

// Translated nibs used as iOS code uses .xib files: loaded for an owner whose outlets they connect,
// a controller's view from its nib, cells registered from nibs.

/// A view whose nib connects outlets to its File's Owner (`CounterBadge.xib`, translated below).
final class CounterBadgeOwner: NSObject {
    var badge: CounterBadge!
    var countLabel: UILabel!
}

final class CounterBadge: UIView {
    private(set) var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A controller whose view is in `ProfileView.xib` — the nib UIKit finds for a nil nib name.
final class ProfileViewController: UIViewController {
    var nameLabel: UILabel!
    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Ada"
    }
}

final class TagCell: UICollectionViewCell {
    var tagLabel: UILabel!
}

/// The translations of CounterBadge.xib, ProfileView.xib and TagCell.xib.
@MainActor
enum TranslatedNibs {
    static func register() {
        UINib.register(name: "CounterBadge") { owner, _ in
            let badge = CounterBadge(coder: StoryboardCoder())!
            badge.frame = CGRect(x: 0, y: 0, width: 60, height: 24)
            let label = UILabel(frame: CGRect(x: 4, y: 2, width: 52, height: 20))
            badge.addSubview(label)
            if let owner = owner as? CounterBadgeOwner {
                owner.badge = badge
                owner.countLabel = label
            }
            badge.awakeFromNib()
            return [badge]
        }
        UINib.register(name: "ProfileView") { owner, _ in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            view.addSubview(label)
            if let owner = owner as? ProfileViewController {
                owner.view = view
                owner.nameLabel = label
            }
            return [view]
        }
        UINib.register(name: "TagCell") { _, _ in
            let cell = TagCell(coder: StoryboardCoder())!
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
            cell.contentView.addSubview(label)
            cell.tagLabel = label
            cell.awakeFromNib()
            return [cell]
        }
    }
}

@MainActor
@Suite("Nibs: translated .xib files loaded for their owner", .serialized)
struct NibTests {
    @Test("""
        UINib(nibName:).instantiate(withOwner:) and Bundle.loadNibNamed make new objects and connect the owner's \
        outlets
        """)
    func instantiate() {
        _ = TestWorld.input()
        TranslatedNibs.register()
        let owner = CounterBadgeOwner()
        let objects = UINib(nibName: "CounterBadge", bundle: nil).instantiate(withOwner: owner, options: nil)
        let badge = objects.first as? CounterBadge
        #expect(objects.count == 1 && badge === owner.badge && badge?.awoke == true)
        #expect(owner.countLabel.superview === badge)
        let again = Bundle.main.loadNibNamed("CounterBadge", owner: owner, options: nil)?.first as? CounterBadge
        #expect(again != nil && again !== badge && owner.badge === again)
        var reports: [Diagnostic] = []
        let previous = UIApplication.shared.diagnosticHandler
        UIApplication.shared.diagnosticHandler = { reports.append($0) }
        #expect(Bundle.main.loadNibNamed("NotTranslated", owner: nil, options: nil) == nil)
        UIApplication.shared.diagnosticHandler = previous
        #expect(reports.map(\.kind) == [.unloadableResource])
    }

    @Test("""
        A controller's view comes from its nib: named, or for a nil name the nib named as the class without \
        \"Controller\"
        """)
    func controllerNib() {
        _ = TestWorld.input()
        TranslatedNibs.register()
        let named = ProfileViewController(nibName: "ProfileView", bundle: nil)
        #expect(named.nibName == "ProfileView")
        #expect(named.nameLabel == nil)
        _ = named.view
        #expect(named.nameLabel.text == "Ada" && named.nameLabel.superview === named.view)
        let found = ProfileViewController()
        #expect(found.nibName == nil)
        _ = found.view
        #expect(found.nameLabel?.text == "Ada")
        let plain = UIViewController()
        #expect(plain.view.subviews.isEmpty)
    }

    @Test("A collection view registered with a nib dequeues new cells from it, then reuses them")
    func collectionCells() {
        _ = TestWorld.input()
        TranslatedNibs.register()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "TagCell", bundle: nil), forCellWithReuseIdentifier: "tag")
        let cell =
            collection.dequeueReusableCell(withReuseIdentifier: "tag", for: IndexPath(item: 0, section: 0)) as? TagCell
        #expect(cell?.tagLabel != nil && cell?.reuseIdentifier == "tag")
        // A class registration for the identifier replaces the nib.
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        let plain = collection.dequeueReusableCell(withReuseIdentifier: "tag", for: IndexPath(item: 1, section: 0))
        #expect(!(plain is TagCell))
    }
}
