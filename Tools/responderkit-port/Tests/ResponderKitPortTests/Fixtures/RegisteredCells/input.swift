import UIKit

// Cells written for a storyboard declare only init?(coder:); ResponderKit makes a registered class
// with init(registeredWithReuseIdentifier:), which such a class does not inherit: the port adds it.
class BadgeCell: UITableViewCell {
    let badge = UILabel()

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.addSubview(badge)
    }
}

public class PhotoCell: UICollectionViewCell {
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

// These inherit it already: they override the initializer it calls, or declare none.
class TitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

class PlainCell: UICollectionViewCell {
    var item: String?
}
