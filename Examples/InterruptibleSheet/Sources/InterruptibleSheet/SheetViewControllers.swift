import Segue

/// The page under the sheet: a Show sheet button.
final class SheetHostViewController: UIViewController {
    let sheetTransition = SheetTransitioningDelegate()
    let showButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.12, green: 0.13, blue: 0.17, alpha: 1)
        showButton.setTitle("Show sheet", for: .normal)
        showButton.addAction(UIAction { [unowned self] _ in self.showSheet() }, for: .touchUpInside)
        view.addSubview(showButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        showButton.frame = CGRect(x: view.bounds.midX - 90, y: 120, width: 180, height: 44)
    }

    /// Presents the sheet through the interruptible transition; false while one is up.
    @discardableResult
    func showSheet() -> Bool {
        guard presentedViewController == nil else { return false }
        let sheet = SheetViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetTransition
        present(sheet, animated: true)
        return true
    }
}

/// The sheet: a rounded panel with a grabber and a line of text.
final class SheetViewController: UIViewController {
    let grabber = UIView()
    let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 20
        grabber.backgroundColor = UIColor(white: 0.8, alpha: 1)
        grabber.layer.cornerRadius = 3
        messageLabel.text = "Drag down to dismiss — or grab me mid-flight"
        messageLabel.textAlignment = .center
        messageLabel.font = .systemFont(ofSize: 18)
        view.addSubview(grabber)
        view.addSubview(messageLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        grabber.frame = CGRect(x: view.bounds.midX - 24, y: 10, width: 48, height: 6)
        messageLabel.frame = CGRect(x: 16, y: 40, width: view.bounds.width - 32, height: 26)
    }
}
