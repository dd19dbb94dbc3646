// `import UIKit` brings Foundation and the CoreGraphics names (`CGPoint`, `CGRect`,
// `CGFloat`, …) with it; `import Segue` does the same, so UIKit code compiles after
// swapping the import alone (docs/UIKIT-BEHAVIOUR.md, "Imports"). On Linux the
// CoreGraphics geometry types live in Foundation; Segue defines the rest
// (`CGAffineTransform`, `CGColor`, `CGImage`, `CGVector`).
@_exported import Foundation
