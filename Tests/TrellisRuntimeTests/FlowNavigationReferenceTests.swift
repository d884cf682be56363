import Testing

@testable import TrellisRuntime

/// `FlowNavigation`, the coordinators' runtime, judged by `ReferenceFlows` on seeded random walks
/// over running flows: routes of any flow not covered, children started in place, pushed and
/// modal, nested, finished, closes sent by the screen on top, and the system's gestures. After
/// each step, what the navigator shows (from the steps it was asked for), what the flows say
/// they show, and each flow's own screens must be what the rules give.
@MainActor
struct FlowNavigationReferenceTests {
    /// A screen's view model: which screen it is, and whether the system's gesture closed it.
    @MainActor final class ScreenModel {
        nonisolated let id: Int
        /// How many times the system's gesture closed it: once at most.
        var closedBySystemGesture = 0

        nonisolated init(id: Int) {
            self.id = id
        }
    }

    struct Screen: FlowScreen {
        let model: ScreenModel

        var id: Int { model.id }
        var viewModel: AnyObject { model }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.model === rhs.model }

        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(model)) }

        @MainActor func closedBySystemGesture() { model.closedBySystemGesture += 1 }

        @MainActor static func show(_ step: NavigationStep<Screen>, with navigator: ReplayNavigator) {
            navigator.show(step)
        }
    }

    /// A navigator that carries out each step on its own stacks, as a navigation controller and the
    /// sheets presented over it would, and notes a step it cannot take.
    @MainActor final class ReplayNavigator {
        private(set) var levels: [[Screen]] = [[]]
        /// How each modal stack shows, as the steps asked.
        private(set) var styles: [ModalStyle] = []
        /// The alert shown over everything.
        private(set) var alert: NavigationAlert?
        private(set) var problem: String?

        func show(_ step: NavigationStep<Screen>) {
            if case .alert(let shown) = step {
                if alert != nil { note("asked to show an alert over an alert") }
                alert = shown
                return
            }
            // "any navigation step of a flow closes the alert first"
            alert = nil
            switch step {
            case .push(let screen): levels[levels.count - 1].append(screen)
            case .present(let screen, let style):
                levels.append([screen])
                styles.append(style)
            case .replace(let screen), .startChild(let screen):
                levels = [[screen]]
                styles = []
            case .pop:
                guard levels[levels.count - 1].count > 1 else { return note("asked to pop a stack's first screen") }
                levels[levels.count - 1].removeLast()
            case .dismiss:
                guard levels.count > 1 else { return note("asked to dismiss with nothing presented") }
                levels.removeLast()
                styles.removeLast()
            case .endChild(let stack, let modals, let modalStyles):
                guard modalStyles.count == modals.count else {
                    return note("asked to show \(modals.count) modal stacks in \(modalStyles.count) styles")
                }
                levels = [stack] + modals
                styles = modalStyles
            case .alert:
                break  // Shown above.
            }
        }

        /// The system's own gesture on the screen on top, as UIKit makes it: a back swipe within the
        /// top stack, else a swipe down of the top modal stack, which UIKit does not offer where its
        /// style refuses it. The screen then on top; nil when there is nothing to close.
        func systemGesture() -> Screen? {
            if levels[levels.count - 1].count > 1 {
                levels[levels.count - 1].removeLast()
            } else if levels.count > 1, styles.last?.closesBySwipeDown == true {
                levels.removeLast()
                styles.removeLast()
            } else {
                return nil
            }
            return levels.last?.last
        }

        /// The user tapped a button of the alert: it closes by itself, as UIKit's does.
        func alertAnswered() {
            alert = nil
        }

        private func note(_ problem: String) {
            if self.problem == nil { self.problem = problem }
        }
    }

    @MainActor final class Flow: Coordinator {
        let navigation: FlowNavigation<Screen>
        let first: Screen

        init(first: Screen, navigator: ReplayNavigator) {
            navigation = FlowNavigation(navigator: navigator)
            self.first = first
        }

        func start() { navigation.showFirst(first) }
    }

    /// The flows running from `root` down.
    private func running(from root: Flow) -> [Flow] {
        var flows = [root]
        while let child = flows[flows.count - 1].navigation.child as? Flow { flows.append(child) }
        return flows
    }

    /// What went wrong after a step; nil when the runtime agrees with the reference.
    private func problem(
        _ flows: [Flow], _ navigator: ReplayNavigator, _ reference: ReferenceFlows, closed: Set<Int>,
        _ models: [ScreenModel]
    ) -> String? {
        let ids = { (levels: [[Screen]]) in levels.map { $0.map(\.id) } }
        if let problem = navigator.problem { return problem }
        if flows.count != reference.flows.count {
            return "\(flows.count) flows run, the rules give \(reference.flows.count)"
        }
        for (flow, expected) in zip(flows, reference.flows)
        where ids(flow.navigation.state.levels) != expected.navigation.levels {
            return
                "a flow shows \(ids(flow.navigation.state.levels)) of its own, the rules give \(expected.navigation.levels)"
        }
        if ids(flows[0].navigation.shownWithChildren) != reference.shown {
            return
                "the flows say they show \(ids(flows[0].navigation.shownWithChildren)), the rules give \(reference.shown)"
        }
        if ids(navigator.levels) != reference.shown {
            return "the navigator shows \(ids(navigator.levels)), the rules give \(reference.shown)"
        }
        let heard = models.filter { $0.closedBySystemGesture > 0 }
        if Set(heard.map(\.id)) != closed {
            return "\(heard.map(\.id).sorted()) heard the system's gesture close them, not \(closed.sorted())"
        }
        if let twice = heard.first(where: { $0.closedBySystemGesture > 1 }) {
            return "\(twice.id) heard the system's gesture close it \(twice.closedBySystemGesture) times"
        }
        return nil
    }

    /// What went wrong by what the app shows, put together apart (`ReferenceApp`); nil when the
    /// navigator shows it and as many flows run.
    private func appProblem(_ app: ReferenceApp, _ flows: [Flow], _ navigator: ReplayNavigator) -> String? {
        if flows.count != app.presentations.count {
            return "\(flows.count) flows run, the app's rules give \(app.presentations.count)"
        }
        let shown = navigator.levels.map { $0.map(\.id) }
        return shown == app.shown ? nil : "the navigator shows \(shown), the app's rules give \(app.shown)"
    }

    /// The styles a walk presents in.
    private static let styles: [ModalStyle] = [
        .sheet, .fullScreen, .sheet(detents: [.medium, .large]), .sheet(closesBySwipeDown: false),
    ]

    /// What went wrong with the styles modal stacks show in; nil when each shows in the style it
    /// was presented in (`styleOf`, by its first screen: the one presented, or a modal child's
    /// first), the navigator and the flows alike.
    private func styleProblem(_ root: Flow, _ navigator: ReplayNavigator, styleOf: [Int: ModalStyle]) -> String? {
        let expected = navigator.levels.dropFirst().map { styleOf[$0.first?.id ?? 0] ?? .sheet }
        if navigator.styles != expected {
            return "the navigator shows its modal stacks in \(navigator.styles), presented in \(expected)"
        }
        let flows = root.navigation.shownModalStyles
        return flows == expected ? nil : "the flows say their modal stacks show in \(flows), presented in \(expected)"
    }

    @Test(arguments: 0..<300)
    func runningFlowsFollowTheRules(seed: UInt64) {
        var walk = ReferenceNavigationTests.Walk(state: seed)
        var models: [ScreenModel] = []
        func screen() -> Screen {
            models.append(ScreenModel(id: models.count + 1))
            return Screen(model: models[models.count - 1])
        }
        let navigator = ReplayNavigator()
        let root = Flow(first: screen(), navigator: navigator)
        root.start()
        var reference = ReferenceFlows(start: 1)
        var app = ReferenceApp(start: 1)
        var story: [String] = []
        // The style each modal stack was presented in, by its first screen; and the style of each
        // flow started in a modal stack of its own, whose replace makes a new first screen there.
        var styleOf: [Int: ModalStyle] = [:]
        var modalFlowStyle: [ObjectIdentifier: ModalStyle] = [:]
        // "An alert shows over everything"; "While it shows, the screens beneath it are covered
        // (their routes do not navigate) … any navigation step of a flow closes the alert first".
        var alertShows = false
        for _ in 0..<40 {
            for model in models { model.closedBySystemGesture = 0 }
            var closed: Set<Int> = []
            let flows = running(from: root)
            // A flow covered by a screen a parent shows over it routes nothing: its screens are
            // not on top, and an event from outside goes to the flow on top.
            let top = flows.firstIndex { $0.navigation.state.showsOverChild } ?? flows.count - 1
            let index = Int.random(in: 0...top, using: &walk)
            let flow = flows[index].navigation
            let shownBefore = (reference.shown, reference.flows.count)
            switch Int.random(in: 0..<15, using: &walk) {
            case 0, 1:
                let pushed = screen()
                story.append("flow \(index) pushes \(pushed.id)")
                flow.show(.push(pushed))
                reference.push(pushed.id, inFlow: index)
                app.push(pushed.id, inFlow: index)
            case 2:
                let presented = screen()
                let style = Self.styles.randomElement(using: &walk) ?? .sheet
                styleOf[presented.id] = style
                story.append("flow \(index) presents \(presented.id) in \(style)")
                flow.show(.present(presented, style))
                reference.present(presented.id, inFlow: index)
                app.present(presented.id, inFlow: index)
            case 3:
                let replacing = screen()
                styleOf[replacing.id] = modalFlowStyle[ObjectIdentifier(flows[index])]
                story.append("flow \(index) replaces with \(replacing.id)")
                flow.show(.replace(replacing))
                reference.replace(with: replacing.id, inFlow: index)
                app.replace(with: replacing.id, inFlow: index)
            case 4 where !app.showsOnAChildsModalStack(index):
                // validate refuses a child in place in a flow shown over its parent's screens.
                let shownOver = app.presentations.prefix(index + 1).contains { $0 != .inPlace }
                let presentation =
                    (shownOver ? [.push, .modal] : [ChildPresentation.inPlace, .push, .modal])
                    .randomElement(using: &walk) ?? .push
                let first = screen()
                let style = Self.styles.randomElement(using: &walk) ?? .sheet
                let child = Flow(first: first, navigator: navigator)
                if presentation == .modal {
                    styleOf[first.id] = style
                    modalFlowStyle[ObjectIdentifier(child)] = style
                }
                story.append("flow \(index) starts a child \(presentation) at \(first.id) in \(style)")
                flow.start(child, presentation: presentation, style: style)
                reference.startChild(presentation, showing: first.id, inFlow: index)
                app.startChild(presentation, showing: first.id, inFlow: index)
            case 5:
                guard index > 0 else { continue }
                story.append("flow \(index) finishes")
                flow.finish()
                reference.finish(flow: index)
                app.finish(flow: index)
            case 6, 7:
                let isPop = Bool.random(using: &walk)
                if !isPop, app.showsOnAChildsModalStack(top) { continue }
                let sender = navigator.levels.last?.last?.model
                story.append("the screen on top sends a \(isPop ? "pop" : "dismiss")")
                flows[top].navigation.close(isPop ? .pop : .dismiss, sentBy: sender) { _ in true }
                if alertShows { break }
                if isPop { reference.popSentByTheTopScreen() } else { reference.dismissSentByTheTopScreen() }
                if isPop { app.popSentByTheTopScreen() } else { app.dismissSentByTheTopScreen() }
            case 9 where index < top:
                // Flow `index`'s child is on top, and hands on an event the flow routes.
                let isPop = Bool.random(using: &walk)
                story.append("flow \(index) routes a \(isPop ? "pop" : "dismiss") for its child")
                flow.close(isPop ? .pop : .dismiss, sentBy: nil, forChild: true) { _ in false }
                reference.closeForChild(isPop: isPop, inFlow: index)
                app.closeForChild(isPop: isPop, inFlow: index)
            case 10:
                // From outside, an event that screens with an even number send.
                let isPop = Bool.random(using: &walk)
                if !isPop, app.showsOnAChildsModalStack(top) { continue }
                story.append("a \(isPop ? "pop" : "dismiss") from outside that even screens send")
                flows[top].navigation.close(isPop ? .pop : .dismiss, sentBy: nil) { ($0?.id ?? 1) % 2 == 0 }
                reference.closeFromOutside(isPop: isPop) { $0 % 2 == 0 }
                app.closeFromOutside(isPop: isPop) { $0 % 2 == 0 }
            case 8:
                // "a screen already covered does not navigate": nothing changes.
                let covered = navigator.levels.joined().dropLast()
                guard let sender = covered.randomElement(using: &walk),
                    let owner = flows.firstIndex(where: { $0.navigation.state.screens.contains(sender) })
                else { continue }
                let isPop = Bool.random(using: &walk)
                story.append("\(sender.id), covered, sends a \(isPop ? "pop" : "dismiss")")
                flows[owner].navigation.close(isPop ? .pop : .dismiss, sentBy: sender.model) { _ in true }
            case 11:
                guard let sender = navigator.levels.last?.last else { continue }
                story.append("\(sender.id) on top sends an alert")
                flows[top].navigation.showAlert(NavigationAlert(title: "from \(sender.id)"), sentBy: sender.model)
                alertShows = true
            case 12:
                guard alertShows else { continue }
                story.append("the user answers the alert")
                navigator.alertAnswered()
                flows.first { $0.navigation.state.alert != nil }?.navigation.alertClosed()
                alertShows = false
            default:
                // The system offers no gesture beneath an alert.
                guard !alertShows else { continue }
                let before = reference.screens
                guard let shown = navigator.systemGesture() else { continue }
                story.append("the system's gesture shows \(shown.id)")
                root.navigation.uiPresented(shown)
                reference.systemShows(shown.id)
                app.systemShows(shown.id)
                closed = before.subtracting(reference.screens)
                if closed != before.subtracting(app.screens) {
                    Issue.record("seed \(seed): the two references close \(closed), \(before.subtracting(app.screens))")
                }
            }
            if shownBefore != (reference.shown, reference.flows.count) { alertShows = false }
            if (root.navigation.shownAlert != nil) != alertShows || (navigator.alert != nil) != alertShows {
                let says =
                    "the flows say \(root.navigation.shownAlert?.title ?? "none"), the navigator shows "
                    + (navigator.alert?.title ?? "none")
                Issue.record("seed \(seed), after \(story.joined(separator: ", ")): \(says) as the alert")
                return
            }
            if let problem = problem(running(from: root), navigator, reference, closed: closed, models)
                ?? appProblem(app, running(from: root), navigator)
                ?? styleProblem(root, navigator, styleOf: styleOf)
            {
                Issue.record("seed \(seed), after \(story.joined(separator: ", ")): \(problem)")
                return
            }
        }
    }
}
