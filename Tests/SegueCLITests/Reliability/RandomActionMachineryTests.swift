import Foundation
import Segue
import Testing
@testable import Segue
@testable import segue
@testable import SegueStudio
import SegueTestSupport

/// The random test's own parts: the generator is deterministic, the shrinker
/// finds minimal lists, failures print as replayable literals, and the checker
/// catches each kind of broken invariant when one is planted.
@MainActor
@Suite("Reliability: the random test's generator, shrinker and invariant checker")
struct RandomActionMachineryTests {
    @Test("SeededGenerator gives SplitMix64's reference values and derived streams differ")
    func splitMix() {
        var generator = SeededGenerator(seed: 1234567)
        // Reference outputs of SplitMix64 for seed 1234567.
        #expect(generator.next() == 6_457_827_717_110_365_317)
        #expect(generator.next() == 3_203_168_211_198_807_973)
        #expect(SeededGenerator.derive(7, 0) != SeededGenerator.derive(7, 1))
        #expect(SeededGenerator.derive(7, 3) == SeededGenerator.derive(7, 3))
    }

    @Test("a seed always makes the same actions, and another seed others")
    func generatorIsDeterministic() {
        func actions(_ seed: UInt64) -> [RandomAction] {
            SegueDiagnostics.$sink.withValue(DiagnosticLog().sink) {
                var generator = RandomActionGenerator(seed: seed)
                let stage = RandomActionStage(scene: .tabs)
                defer { stage.tearDown() }
                var list: [RandomAction] = []
                while list.count < 60 {
                    for action in generator.next(for: stage) {
                        stage.perform(action)
                        list.append(action)
                    }
                }
                return list
            }
        }
        let first = actions(42)
        #expect(first == actions(42))
        #expect(first != actions(43))
    }

    @Test("delta debugging keeps exactly the elements a failure needs")
    func shrinkerFindsTheMinimalList() {
        var tests = 0
        let shrunk = ActionListShrinker.shrink(Array(0..<100)) { list in
            tests += 1
            return list.contains(13) && list.contains(71) && list.firstIndex(of: 13)! < list.firstIndex(of: 71)!
        }
        #expect(shrunk == [13, 71])
        #expect(tests < 200)
        #expect(ActionListShrinker.split([1, 2, 3, 4, 5], into: 2) == [[1, 2], [3, 4, 5]])
    }

    @Test("actions print as the Swift literals that build them")
    func literals() {
        let list: [RandomAction] = [.down(x: 10, y: 20.5, alt: true), .ticks(3), .key("ctrl+left"), .stall(1.25),
                                    .rotate(.landscapeLeft, animated: true), .switchScene(.keyframePush),
                                    .tune(.completionSpeed, 0.5), .call(.navPop), .settle]
        #expect(list.map(\.description) == [".down(x: 10, y: 20.5, alt: true)", ".ticks(3)", ".key(\"ctrl+left\")",
                                            ".stall(1.25)", ".rotate(.landscapeLeft, animated: true)",
                                            ".switchScene(.keyframePush)", ".tune(.completionSpeed, 0.5)",
                                            ".call(.navPop)", ".settle"])
        #expect(RandomAction.literal([.settle, .ticks(2)]) == "[\n    .settle, .ticks(2),\n]")
    }

    @Test("a clean list replays without a failure; every scene settles clean from the start")
    func cleanReplay() {
        for scene in RandomAction.DemoSceneNameLiteral.allCases where scene != .picker {
            let failure = RandomActionRun.replay(scene, [.ticks(10), .settle])
            #expect(failure == nil, "\(scene): \(failure.map(String.init(describing:)) ?? "")")
        }
    }

    // MARK: The checker catches planted faults

    private func quiescentProblems(_ scene: DemoSceneName, plant: (RandomActionStage) -> Void) -> [String] {
        let stage = RandomActionStage(scene: scene)
        defer { stage.tearDown() }
        let log = DiagnosticLog()
        return SegueDiagnostics.$sink.withValue(log.sink) {
            stage.settle()
            plant(stage)
            stage.runTicks(2)
            return InvariantChecker.stepViolations(stage) + InvariantChecker.quiescentViolations(stage)
        }
    }

    @Test("a snapshot left in a navigation controller's content view is caught")
    func leftoverSnapshot() throws {
        let problems = quiescentProblems(.navigation) { stage in
            let navigation = stage.scene.window.rootViewController as! UINavigationController
            navigation.contentView.addSubview(navigation.topViewController!.view.snapshotView(afterScreenUpdates: false)!)
        }
        #expect(problems.contains { $0.contains("the content view of UINavigationController holds") }, "\(problems)")
    }

    @Test("a leftover view in the window (a transition container) is caught")
    func leftoverContainer() {
        let problems = quiescentProblems(.flip) { stage in stage.scene.window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
        #expect(problems.contains { $0.hasPrefix("UIWindow holds") }, "\(problems)")
    }

    @Test("a shown controller's hidden or transparent view is caught")
    func hiddenView() {
        let hidden = quiescentProblems(.tabs) { stage in
            (stage.scene.window.rootViewController as! UITabBarController).selectedViewController!.view.isHidden = true
        }
        #expect(hidden.contains { $0.contains("should show but its view is hidden") }, "\(hidden)")
        let transparent = quiescentProblems(.tabs) { stage in
            (stage.scene.window.rootViewController as! UITabBarController).selectedViewController!.view.alpha = 0
        }
        #expect(transparent.contains { $0.contains("is transparent") }, "\(transparent)")
    }

    @Test("an unbalanced appearance (a controller told it will appear and left so) is caught")
    func unbalancedAppearance() {
        let problems = quiescentProblems(.tabs) { stage in
            let tabs = stage.scene.window.rootViewController as! UITabBarController
            tabs.viewControllers![2].beginAppearanceTransition(true, animated: false)
        }
        #expect(problems.contains { $0.contains("is not shown but its callbacks leave it appearing") }, "\(problems)")
    }

    @Test("a shown controller's view turned edge-on is caught")
    func edgeOnView() {
        let problems = quiescentProblems(.flip) { stage in
            stage.scene.window.rootViewController!.view.layer.transform = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        }
        #expect(problems.contains { $0.contains("is seen edge-on") }, "\(problems)")
    }

    @Test("a non-finite presentation value is caught after the step")
    func nonFinite() {
        let problems = quiescentProblems(.layers) { stage in
            var transform = CATransform3DIdentity
            transform.m34 = .nan
            stage.scene.window.rootViewController!.view.layer.sublayerTransform = transform
        }
        #expect(problems.contains { $0.contains("non-finite") && $0.contains("sublayerTransform.m34") }, "\(problems)")
    }

    @Test("a transition still in flight at a quiescent point is caught")
    func stuckTransition() {
        let problems = quiescentProblems(.navigation) { stage in
            stage.shell.key(StudioKey("n"))
            stage.shell.key(StudioKey("space"))   // paused: the push cannot end
        }
        #expect(problems.contains { $0.contains("still in flight") }, "\(problems)")
    }

    @Test("a failure prints its seed, the failing action and the shrunk list as a replayable literal")
    func failureDescription() throws {
        let actions: [RandomAction] = [.ticks(3), .key("n"), .ticks(20), .call(.navPop), .key("h"), .ticks(5), .settle]
        let shrunk = ActionListShrinker.shrinkActions(actions) { list in
            list.contains(.key("n")) && list.contains(.call(.navPop))
        }
        #expect(shrunk == [.key("n"), .call(.navPop)])
        var failure = RandomActionRun.Failure(scene: .navigation, still: false, seed: 0xABC, actions: actions, index: 3,
                                              violations: ["something broke"])
        failure.shrunk = shrunk
        failure.shrunkViolations = ["something broke"]
        let text = failure.description
        #expect(text.contains("SEGUE_RANDOM_SCENE=navigation SEGUE_RANDOM_SEQUENCE_SEED=0xabc"))
        #expect(text.contains("after action 3 of 7: .call(.navPop)"))
        #expect(text.contains("RandomActionRun.replay(.navigation, [\n    .key(\"n\"), .call(.navPop),\n])"))
    }

    @Test("refusals of the random calls' misuse are expected; other diagnostics are violations")
    func refusals() {
        #expect(RandomActionRun.isRefusal("UINavigationController.popViewController(animated: true): the root cannot be popped; ignored"))
        #expect(RandomActionRun.isRefusal("SCViewController.present(SCModalViewController, animated: true): it already presents SCModalViewController; ignored"))
        #expect(!RandomActionRun.isRefusal("UIView.center = (nan, nan) ignored: a point must be finite"))
        #expect(!RandomActionRun.isRefusal("SCViewController.beginAppearanceTransition(true, animated: true): unbalanced call, the controller is already appeared; ignored"))
        let cancelAfterFinish = "UIPercentDrivenInteractiveTransition.cancel() after finish(): the transition is already completing; ignored (pause() takes it over first)"
        #expect(!RandomActionRun.isRefusal(cancelAfterFinish))
        #expect(RandomActionRun.isRefusal(cancelAfterFinish, interactorWasCalled: true))
        #expect(RandomActionRun.isRefusal(cancelAfterFinish, touchBeganDuringTransition: true))
    }
}
