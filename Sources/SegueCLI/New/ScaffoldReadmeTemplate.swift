/// The README `segue new` writes.
enum ScaffoldReadmeTemplate {
    static let text = #"""
# {{NAME}}

A custom view-controller transition, written as for UIKit, running in the Segue studio.

```sh
swift run {{NAME}}        # the window, with every studio tool (? or F1 lists the keys)
swift test                # the transition driven headless
```

- `Sources/{{NAME}}/CardTransition.swift` — the transition: an animator
  (`UIViewControllerAnimatedTransitioning`), a transitioning delegate and a pan-driven
  `UIPercentDrivenInteractiveTransition`. Only `import Segue`: the same code compiles with
  `import UIKit`.
- `Sources/{{NAME}}/main.swift` — `Studio.run { CardsViewController() }`, and what the
  studio's tools show of it (tuning, help lines, the showcase transition).
- `Tests/{{NAME}}Tests/` — tests under `HeadlessHost`: no window, a clock that moves only
  when the test says.

Useful options (`swift run {{NAME}} --help` lists them all):

```sh
swift run {{NAME}} --record session.json --report report.json   # record what you do
swift run {{NAME}} --replay session.json --report replayed.json # replay it headless
swift run {{NAME}} --trace trace.json                            # open in Perfetto
```
"""#
}
