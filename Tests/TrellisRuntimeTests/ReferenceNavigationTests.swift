import Testing

@testable import TrellisRuntime

/// `NavigationState` judged by `ReferenceNavigation`, the spec format's rules written apart: on
/// seeded random walks of every step a flow takes, both must show the same after each step.
struct ReferenceNavigationTests {
    /// A flow as the runtime's flows drive `NavigationState`: a step that does not keep the
    /// running child ends it first, and a start ends a running child before it notes the new one.
    struct RuntimeFlow {
        var state: NavigationState<Int>

        mutating func show(_ step: NavigationStep<Int>) {
            var step = step
            if !state.keepsChild(step) {
                let left = state.stepLeftAfterEndingChild(step)
                endChild()
                guard let left else { return }
                step = left
            }
            state.take(step)
        }

        mutating func startChild(_ presentation: ChildPresentation) {
            endChild()
            state.childStarted(presentation)
        }

        mutating func endChild() {
            guard state.childIndex != nil else { return }
            state.childEnded()
        }
    }

    /// A small seeded generator (SplitMix64), so a failing walk can be walked again.
    struct Walk: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    @Test func aPushWhileAChildRunsShowsOverItAndAPopShowsItAgain() {
        var reference = ReferenceNavigation(start: 1)
        reference.startChild(.inPlace)
        reference.push(2)
        #expect(reference.screensOverChild == [2] && reference.top == 2)
        reference.pop()
        #expect(reference.child != nil && reference.top == nil, "popping it shows the child's screens again")
    }

    @Test func aReplaceEndsTheRunningChild() {
        var reference = ReferenceNavigation(start: 1)
        reference.startChild(.modal)
        reference.replace(with: 2)
        #expect(reference.child == nil && reference.levels == [[2]])
    }

    @Test func aPopNeverClosesAModalStackAndADismissClosesAllOfIt() {
        var reference = ReferenceNavigation(start: 1)
        reference.present(2)
        reference.pop()
        #expect(reference.levels == [[1], [2]])
        reference.push(3)
        reference.dismiss()
        #expect(reference.levels == [[1]])
    }

    @Test func aSwipeDownBeneathAChildEndsIt() {
        var reference = ReferenceNavigation(start: 1)
        reference.present(2)
        reference.startChild(.modal)
        reference.uiPresented(1)
        #expect(reference.child == nil && reference.levels == [[1]])
    }

    /// Every step a flow takes, picked at random: after each, what the flow shows, where its
    /// child sits, what shows over the child and what is on top agree.
    @Test(arguments: 0..<300)
    func theRuntimeFollowsTheRules(seed: UInt64) {
        var walk = Walk(state: seed)
        var runtime = RuntimeFlow(state: NavigationState(start: 1))
        var reference = ReferenceNavigation(start: 1)
        var lastScreen = 1
        var story: [String] = []
        for _ in 0..<40 {
            lastScreen += 1
            switch Int.random(in: 0..<9, using: &walk) {
            case 0, 1:
                story.append("push \(lastScreen)")
                runtime.show(.push(lastScreen))
                reference.push(lastScreen)
            case 2:
                story.append("present \(lastScreen)")
                runtime.show(.present(lastScreen))
                reference.present(lastScreen)
            case 3:
                story.append("replace \(lastScreen)")
                runtime.show(.replace(lastScreen))
                reference.replace(with: lastScreen)
            case 4:
                story.append("pop")
                runtime.show(.pop)
                reference.pop()
            case 5:
                story.append("dismiss")
                runtime.show(.dismiss)
                reference.dismiss()
            case 6:
                let presentation = [ChildPresentation.inPlace, .push, .modal].randomElement(using: &walk) ?? .inPlace
                story.append("start a child \(presentation)")
                runtime.startChild(presentation)
                reference.startChild(presentation)
            case 7:
                story.append("end the child")
                runtime.endChild()
                reference.endChild()
            default:
                // The system's gesture leaves a screen of the flow on top, or one of its child's (0).
                let screen = (reference.levels.joined() + [0]).randomElement(using: &walk) ?? 0
                story.append("the system shows \(screen)")
                runtime.state.presented(screen)
                reference.uiPresented(screen)
            }
            let state = runtime.state
            let after = "seed \(seed): " + story.joined(separator: ", ")
            #expect(state.levels == reference.levels, "\(after)")
            #expect(state.childIndex == reference.child?.beneath, "\(after)")
            if let child = reference.child { #expect(state.childLevel == child.stack, "\(after)") }
            #expect(state.screensOverChild == reference.screensOverChild, "\(after)")
            #expect(state.showsOverChild == !reference.screensOverChild.isEmpty, "\(after)")
            #expect(state.top == reference.top, "\(after)")
            if state.levels != reference.levels || state.childIndex != reference.child?.beneath { return }
        }
    }
}
