import Segue

/// One colour of the palette.
struct Swatch {
    let name: String
    let color: UIColor
}

/// The palette the grid shows.
let palette: [Swatch] = [
    Swatch(name: "Coral", color: UIColor(red: 0.98, green: 0.45, blue: 0.40, alpha: 1)),
    Swatch(name: "Saffron", color: UIColor(red: 0.98, green: 0.74, blue: 0.25, alpha: 1)),
    Swatch(name: "Fern", color: UIColor(red: 0.36, green: 0.70, blue: 0.42, alpha: 1)),
    Swatch(name: "Lagoon", color: UIColor(red: 0.20, green: 0.62, blue: 0.74, alpha: 1)),
    Swatch(name: "Iris", color: UIColor(red: 0.42, green: 0.40, blue: 0.86, alpha: 1)),
    Swatch(name: "Plum", color: UIColor(red: 0.62, green: 0.30, blue: 0.60, alpha: 1)),
]

/// The grid of swatches; a click on one pushes its page.
final class SwatchGridViewController: UIViewController {
    private(set) var tiles: [UIButton] = []
    /// The tile the last push started from: the zoom animator grows the page out of it.
    private(set) var selectedTile: UIButton?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Swatches"
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        for swatch in palette {
            let tile = UIButton(type: .custom)
            tile.backgroundColor = swatch.color
            tile.layer.cornerRadius = 14
            tile.setTitle(swatch.name, for: .normal)
            tile.addAction(UIAction { [unowned self, unowned tile] _ in self.open(swatch, from: tile) }, for: .touchUpInside)
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let columns = 3, spacing: CGFloat = 16, top: CGFloat = 80
        let width = (view.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
        let height = min(width, (view.bounds.height - top - spacing * 3) / 2)
        for (index, tile) in tiles.enumerated() {
            let column = index % columns, row = index / columns
            tile.frame = CGRect(x: spacing + CGFloat(column) * (width + spacing),
                                y: top + CGFloat(row) * (height + spacing), width: width, height: height)
        }
    }

    /// Pushes the page of `swatch`, zooming out of `tile`.
    func open(_ swatch: Swatch, from tile: UIButton) {
        guard navigationController?.topViewController === self else { return }
        selectedTile = tile
        navigationController?.pushViewController(SwatchPageViewController(swatch: swatch), animated: true)
    }
}

/// A swatch's page: the colour filling the view, its name large. Drag from the left
/// edge to pop back (the navigation delegate's interactor).
final class SwatchPageViewController: UIViewController {
    let swatch: Swatch
    let nameLabel = UILabel()

    init(swatch: Swatch) {
        self.swatch = swatch
        super.init(nibName: nil, bundle: nil)
        title = swatch.name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = swatch.color
        nameLabel.text = swatch.name
        nameLabel.font = .boldSystemFont(ofSize: 44)
        nameLabel.textColor = .white
        nameLabel.textAlignment = .center
        view.addSubview(nameLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        nameLabel.frame = CGRect(x: 0, y: view.bounds.midY - 30, width: view.bounds.width, height: 60)
    }
}
