/// The catalogue written against Koober (`GeneratedExample`, the reference spec), which the
/// generated tests were not tuned on: three flows (a root that starts either child in place of
/// the other, a child that pushes, a child that replaces, presents and dismisses), an embedded
/// picker whose event its parent handles, repositories with hand-written in-memory stand-ins.
/// Only the generated tests run (`Tests/Generated`), not the hand-written ones beside them. A
/// screen a scope makes cannot be made without its responder (the factory's parameter is not
/// optional), so the screens planted unwired are ones the flow's own container makes.
enum KooberMutations {
    static let all: [Mutation] = mvvmC + mvvm + eventDriven

    static let mvvmC: [Mutation] = [
        .init(
            name: "Profile asked for from outside shows nothing", kind: .eventsDropped, architecture: "mvvm-c",
            file: "SignedInCoordinator.swift",
            find: "        case .profileRequested:\n            profileRequested(sentBy: nil)\n",
            replace: "        case .profileRequested:\n"),
        .init(
            name: "pushed SignIn made without its responder", kind: .screenNotWired, architecture: "mvvm-c",
            file: "OnboardingCoordinator.swift", find: "container.makeSignInViewModel(responder: self)",
            replace: "container.makeSignInViewModel(responder: nil)"),
        .init(
            name: "embedded ride option picker not wired to PickMeUp", kind: .embeddedNotWired,
            architecture: "mvvm-c", file: "PickMeUpViewModel.swift",
            find: "        rideOptionPickerViewModel.responder = self\n", replace: ""),
        .init(
            name: "PickMeUp not told of the dropoff location", kind: .reactionDropped, architecture: "mvvm-c",
            file: "SignedInCoordinator.swift",
            find: "viewModel.dropoffLocationDetermined(dropoffLocation: dropoffLocation)",
            replace: "_ = viewModel"),
        .init(
            name: "a sign-in not handed to Main", kind: .handOnDropped, architecture: "mvvm-c",
            file: "OnboardingCoordinator.swift", find: "parent?.signedIn(userSession: userSession, sentBy: nil)",
            replace: "_ = userSession"),
        .init(
            name: "a sign-out not handed to Main", kind: .handOnDropped, architecture: "mvvm-c",
            file: "SignedInCoordinator.swift", find: "        parent?.signedOut(sentBy: nil)\n", replace: ""),
        .init(
            name: "SignIn presented instead of pushed", kind: .routeSwapped, architecture: "mvvm-c",
            file: "OnboardingCoordinator.swift", find: "navigation.show(.push(.signIn(viewModel)))",
            replace: "navigation.show(.present(.signIn(viewModel)))"),
        .init(
            name: "Profile pushed instead of presented", kind: .routeSwapped, architecture: "mvvm-c",
            file: "SignedInCoordinator.swift", find: "navigation.show(.present(.profile(viewModel)))",
            replace: "navigation.show(.push(.profile(viewModel)))"),
        .init(
            name: "PickMeUp pushed instead of replacing", kind: .routeSwapped, architecture: "mvvm-c",
            file: "SignedInCoordinator.swift", find: "navigation.show(.replace(.pickMeUp(viewModel)))",
            replace: "navigation.show(.push(.pickMeUp(viewModel)))"),
        .init(
            name: "signing in starts Onboarding", kind: .routeSwapped, architecture: "mvvm-c",
            file: "MainCoordinator.swift",
            find:
                "let child = container.makeSignedInCoordinator(userSession: userSession, navigator: navigation.navigator)",
            replace:
                "let child = container.makeOnboardingCoordinator(navigator: navigation.navigator)\n        _ = userSession"
        ),
        .init(
            name: "closing Profile dismisses whatever is presented", kind: .closesUnsent, architecture: "mvvm-c",
            file: "SignedInCoordinator.swift",
            find: "case .profile?: true\n            default: false", replace: "default: true"),
        .init(
            name: "a swipe down leaves the state as it was", kind: .systemGestureIgnored, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "        state.presented(screen)\n", replace: ""),
        .init(
            name: "a gesture in a running child is not passed on to it", kind: .systemGestureIgnored,
            architecture: "mvvm-c", file: "Coordinator.swift",
            find: "            child.uiPresented(screen)\n", replace: "            _ = child\n"),
        .init(
            name: "a back swipe reports the screen it closed", kind: .hostMisreadsSystem, architecture: "mvvm-c",
            file: "NavigationState.swift", find: "        return levels[level][count - 1]\n",
            replace: "        return levels[level].last\n"),
        .init(
            name: "the screen a swipe closed is not told", kind: .gestureHookDropped, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "for screen in closed.reversed() { screen.closedBySystemGesture() }",
            replace: "_ = closed",
            callsUserStubs: UserStub.gestureHooks(
                in: ["SignIn", "SignUp", "DropoffLocationPicker", "Profile"], suffix: "ViewModel+Actions")),
        .init(
            name: "Profile holds its responder strongly", kind: .weakMadeStrong, architecture: "mvvm-c",
            file: "ProfileViewModel.swift", find: "@ObservationIgnored public weak var responder",
            replace: "@ObservationIgnored public var responder"),
        .init(
            name: "SignedIn holds Main strongly", kind: .weakMadeStrong, architecture: "mvvm-c",
            file: "SignedInCoordinator.swift", find: "public weak var parent", replace: "public var parent"),
        .init(
            name: "a child's finish closure retains its parent", kind: .captureRetains, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "child.navigation.onFinish = { [weak self] in self?.endChild() }",
            replace: "child.navigation.onFinish = { self.endChild() }"),
        .init(
            name: "Onboarding started without its parent", kind: .childNotWired, architecture: "mvvm-c",
            file: "MainCoordinator.swift", find: "        child.parent = self\n", replace: ""),
        .init(
            name: "a finished child stays running", kind: .childOutlivesParent, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "        onFinish?()\n", replace: "",
            equivalentBecause:
                "each event a Koober child finishes on is then routed by Main to start another child, which ends the finished one in its place whether Main was told of its end or not"
        ),
        .init(
            name: "an ended child is still held", kind: .childOutlivesParent, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "        runningChild = nil\n", replace: "",
            equivalentBecause:
                "Main ends a child only to start another in its place (it has no route that shows a screen, and no child finishes first), which replaces the one still held"
        ),
        .init(
            name: "a child started over a running one does not end it", kind: .childOutlivesParent,
            architecture: "mvvm-c", file: "Coordinator.swift",
            find: "    ) where Child.Screen == Screen {\n        endChild()\n",
            replace: "    ) where Child.Screen == Screen {\n"),
        .init(
            name: "a replace keeps the screens beneath", kind: .staleInstance, architecture: "mvvm-c",
            file: "NavigationState.swift", find: "        case .replace(let screen):\n            stack = [screen]",
            replace: "        case .replace(let screen):\n            stack.append(screen)"),
        .init(
            name: "cancelling the dropoff picker sends nothing", kind: .emitDropped, architecture: "mvvm-c",
            file: "DropoffLocationPickerViewModel.swift",
            find: "responder?.dropoffLocationSelectionCancelled(sentBy: self)",
            replace: "_ = responder"),
        .init(
            name: "a covered Welcome pushes SignIn", kind: .coveredNavigates, architecture: "mvvm-c",
            file: "OnboardingCoordinator.swift", find: "guard navigation.showsOnTop(sender) else { return }",
            replace: "_ = navigation.showsOnTop(sender)"),
    ]
    static let mvvm: [Mutation] = [
        .init(
            name: "Profile asked for from outside shows nothing", kind: .eventsDropped, architecture: "mvvm",
            file: "SignedInViewModel.swift",
            find: "        case .profileRequested:\n            profileRequested(sentBy: nil)\n",
            replace: "        case .profileRequested:\n"),
        .init(
            name: "pushed SignIn's view model made without its responder", kind: .screenNotWired,
            architecture: "mvvm", file: "OnboardingViewModel.swift",
            find: "container.makeSignInViewModel(responder: self)",
            replace: "container.makeSignInViewModel(responder: nil)"),
        .init(
            name: "embedded ride option picker not wired to PickMeUp", kind: .embeddedNotWired, architecture: "mvvm",
            file: "PickMeUpViewModel.swift", find: "        rideOptionPickerViewModel.responder = self\n", replace: ""),
        .init(
            name: "PickMeUp not told of the dropoff location", kind: .reactionDropped, architecture: "mvvm",
            file: "SignedInViewModel.swift",
            find: "viewModel.dropoffLocationDetermined(dropoffLocation: dropoffLocation)",
            replace: "_ = viewModel"),
        .init(
            name: "a sign-in not handed to Main", kind: .handOnDropped, architecture: "mvvm",
            file: "OnboardingViewModel.swift", find: "parent?.signedIn(userSession: userSession, sentBy: nil)",
            replace: "_ = userSession"),
        .init(
            name: "a sign-out not handed to Main", kind: .handOnDropped, architecture: "mvvm",
            file: "SignedInViewModel.swift", find: "        parent?.signedOut(sentBy: nil)\n", replace: ""),
        .init(
            name: "SignIn presented instead of pushed", kind: .routeSwapped, architecture: "mvvm",
            file: "OnboardingViewModel.swift", find: "show(.push(Showing(.signIn)))",
            replace: "show(.present(Showing(.signIn)))"),
        .init(
            name: "Profile pushed instead of presented", kind: .routeSwapped, architecture: "mvvm",
            file: "SignedInViewModel.swift", find: "show(.present(Showing(.profile(userSession: userSession))))",
            replace: "show(.push(Showing(.profile(userSession: userSession))))"),
        .init(
            name: "PickMeUp pushed instead of replacing", kind: .routeSwapped, architecture: "mvvm",
            file: "SignedInViewModel.swift", find: "show(.replace(Showing(.pickMeUp(pickupLocation: pickupLocation))))",
            replace: "show(.push(Showing(.pickMeUp(pickupLocation: pickupLocation))))"),
        .init(
            name: "closing Profile dismisses whatever is presented", kind: .closesUnsent, architecture: "mvvm",
            file: "SignedInViewModel.swift", find: "switch dismissedTop?.view {\n        case .profile?:",
            replace: "switch dismissedTop?.view {\n        case _:"),
        .init(
            name: "a swipe down leaves the navigation as it was", kind: .systemGestureIgnored, architecture: "mvvm",
            file: "SignedInViewModel.swift", find: "        navigation.presented(showing)\n", replace: ""),
        .init(
            name: "a back swipe in a running child is not passed on to it", kind: .hostMisreadsSystem,
            architecture: "mvvm", file: "MainViewModel+ViewLayer.swift",
            find: "        uiPresentedChild()\n        child.uiShows(screen)",
            replace: "        uiPresentedChild()\n        _ = child"),
        .init(
            name: "the host does not find a running child's screen", kind: .hostMisreadsSystem, architecture: "mvvm",
            file: "MainViewModel+ViewLayer.swift", find: "return child?.viewModel(for: screen)", replace: "return nil"),
        .init(
            name: "SwiftUI's shorter path reports the screen it closed", kind: .hostMisreadsSystem,
            architecture: "mvvm", file: "MainViewModel+ViewLayer.swift", find: "uiShows(levels[level][path.count])",
            replace: "uiShows(levels[level][levels[level].count - 1])"),
        .init(
            name: "a closed sheet is not reported", kind: .hostMisreadsSystem, architecture: "mvvm",
            file: "MainViewModel+ViewLayer.swift", find: "guard sheet == nil, shownModalStyle",
            replace: "guard sheet != nil, shownModalStyle"),
        .init(
            name: "the view a swipe closed is not told", kind: .gestureHookDropped, architecture: "mvvm",
            file: "SignedInViewModel.swift",
            find: "case let viewModel as ProfileViewModel: viewModel.closedBySystemGesture()",
            replace: "case is ProfileViewModel: break",
            callsUserStubs: [
                UserStub(file: "ProfileViewModel+Actions.swift", declaration: "func closedBySystemGesture()")
            ]
        ),
        .init(
            name: "Profile holds its responder strongly", kind: .weakMadeStrong, architecture: "mvvm",
            file: "ProfileViewModel.swift", find: "@ObservationIgnored public weak var responder",
            replace: "@ObservationIgnored public var responder"),
        .init(
            name: "SignedIn holds Main strongly", kind: .weakMadeStrong, architecture: "mvvm",
            file: "SignedInViewModel.swift", find: "@ObservationIgnored public weak var parent",
            replace: "@ObservationIgnored public var parent"),
        .init(
            name: "a child's finish closure retains Main", kind: .captureRetains, architecture: "mvvm",
            file: "MainViewModel.swift", find: "child.onFinish = { [weak self] in self?.endChild() }",
            replace: "child.onFinish = { self.endChild() }"),
        .init(
            name: "Onboarding started without its parent", kind: .childNotWired, architecture: "mvvm",
            file: "MainViewModel.swift", find: "        child.parent = self\n", replace: ""),
        .init(
            name: "a finished child stays running", kind: .childOutlivesParent, architecture: "mvvm",
            file: "SignedInViewModel.swift", find: "        onFinish?()\n", replace: "",
            equivalentBecause:
                "each event a Koober child finishes on is then routed by Main to start another child, which ends the finished one in its place whether Main was told of its end or not"
        ),
        .init(
            name: "an ended child is still held", kind: .childOutlivesParent, architecture: "mvvm",
            file: "MainViewModel.swift", find: "        child.detach()\n        self.child = nil\n",
            replace: "        child.detach()\n",
            equivalentBecause:
                "Main ends a child only to start another in its place (it has no route that shows a screen, and no child finishes first), which replaces the one still held"
        ),
        .init(
            name: "a child started over a running one does not end it", kind: .childOutlivesParent,
            architecture: "mvvm", file: "MainViewModel.swift",
            find: "presentation: ChildPresentation = .inPlace, style: ModalStyle = .sheet) {\n        endChild()\n",
            replace: "presentation: ChildPresentation = .inPlace, style: ModalStyle = .sheet) {\n"),
        .init(
            name: "a view keeps its view model after it left", kind: .staleInstance, architecture: "mvvm",
            file: "SignedInViewModel.swift", find: "        liveViewModels = kept\n",
            replace: "        liveViewModels.merge(kept) { _, new in new }\n"),
        .init(
            name: "every showing of a view is numbered alike", kind: .staleInstance, architecture: "mvvm",
            file: "SignedInViewModel.swift", find: "            number = Self.lastNumber\n",
            replace: "            number = 0\n"),
        .init(
            name: "showing numbers wrap after two", kind: .staleInstance, architecture: "mvvm",
            file: "OnboardingViewModel.swift", find: "            Self.lastNumber += 1\n",
            replace: "            Self.lastNumber = Self.lastNumber % 2 + 1\n"),
        .init(
            name: "cancelling the dropoff picker sends nothing", kind: .emitDropped, architecture: "mvvm",
            file: "DropoffLocationPickerViewModel.swift",
            find: "responder?.dropoffLocationSelectionCancelled(sentBy: self)",
            replace: "_ = responder"),
        .init(
            name: "any screen counts as on top of Onboarding", kind: .coveredNavigates, architecture: "mvvm",
            file: "OnboardingViewModel.swift", find: "        return topViewModel === sender\n",
            replace: "        return topViewModel != nil\n"),
    ]
    static let eventDriven: [Mutation] = [
        .init(
            name: "PickMeUp's view is handed no view model", kind: .screenNotWired, architecture: "event-driven",
            file: "KooberEventRouter+Delivery.swift",
            find:
                "handler.hand(store.pickMeUp[showing].map { makePickMeUpViewModel($0, showing: showing) }, showing: showing)",
            replace: "handler.hand(PickMeUpViewModel?.none, showing: showing)"),
        .init(
            name: "the embedded picker's parent never reacts", kind: .embeddedNotWired, architecture: "event-driven",
            file: "KooberEventRouter.swift",
            find: "if react(parent, to: event) {",
            replace: "if false, react(parent, to: event) {",
            equivalentBecause:
                "PickMeUp, which embeds the picker, is also SignedIn's screen and reacts as the flow's, and SignedIn does not route the picker's event"
        ),
        .init(
            name: "PickMeUp not told of the dropoff location", kind: .reactionDropped, architecture: "event-driven",
            file: "KooberEventRouter+Delivery.swift",
            find: "store.pickMeUp[key.showing]?.dropoffLocationDetermined(dropoffLocation: dropoffLocation)",
            replace: "_ = dropoffLocation"),
        .init(
            name: "a finish hands nothing on", kind: .handOnDropped, architecture: "event-driven",
            file: "KooberEventRouter.swift",
            find: "            case .finished:\n                sender = nil\n                level -= 1",
            replace: "            case .finished:\n                settle()\n                return"),
        .init(
            name: "SignIn presented instead of pushed", kind: .routeSwapped, architecture: "event-driven",
            file: "KooberEventRouter+Delivery.swift", find: "show(.push(shown(.signIn)), at: _level, sentBy: _sender)",
            replace: "show(.present(shown(.signIn)), at: _level, sentBy: _sender)"),
        .init(
            name: "Profile pushed instead of presented", kind: .routeSwapped, architecture: "event-driven",
            file: "KooberEventRouter+Delivery.swift",
            find: "show(.present(shown(.profile(userSession: userSession))), at: _level, sentBy: _sender)",
            replace: "show(.push(shown(.profile(userSession: userSession))), at: _level, sentBy: _sender)"),
        .init(
            name: "signing in starts Onboarding", kind: .routeSwapped, architecture: "event-driven",
            file: "KooberEventRouter+Delivery.swift",
            find: "startFlow(.signedIn(userSession: userSession), at: _level)",
            replace: "startFlow(.onboarding, at: _level)\n            _ = userSession"),
        .init(
            name: "closing Profile dismisses whatever is presented", kind: .closesUnsent,
            architecture: "event-driven", file: "KooberEventRouter+Delivery.swift",
            find: "close(.dismiss, ifShowing: [.profile], forChild: false",
            replace: "close(.dismiss, ifShowing: Set(ScreenID.allCases), forChild: false"),
        .init(
            name: "a swipe down leaves the navigation as it was", kind: .systemGestureIgnored,
            architecture: "event-driven", file: "KooberEventRouter.swift",
            find: "            flows[level].navigation.presented(screen)\n", replace: ""),
        .init(
            name: "a gesture stops at the root flow", kind: .systemGestureIgnored, architecture: "event-driven",
            file: "KooberEventRouter.swift", find: "            if flows[level].navigation.showsOverChild { break }\n",
            replace: "            break\n"),
        .init(
            name: "the screen a swipe closed is not told", kind: .gestureHookDropped, architecture: "event-driven",
            file: "KooberEventRouter.swift", find: "tellClosedBySystemGesture(closedScreen, shownAt: level)",
            replace: "_ = (closedScreen, level)",
            callsUserStubs: UserStub.gestureHooks(
                in: ["SignIn", "SignUp", "DropoffLocationPicker", "Profile"], suffix: "+Logic")),
        .init(
            name: "listeners held strongly", kind: .weakMadeStrong, architecture: "event-driven",
            file: "KooberEventHandler.swift", find: "weak var listener: AnyObject?", replace: "var listener: AnyObject?"
        ),
        .init(
            name: "a listener's update closure holds it", kind: .captureRetains, architecture: "event-driven",
            file: "KooberEventHandler.swift",
            find:
                "pickMeUpListeners.add(listener, showing: showing) { [weak listener] viewModel in\n            listener?.update(with: viewModel)",
            replace:
                "pickMeUpListeners.add(listener, showing: showing) { viewModel in\n            listener.update(with: viewModel)"
        ),
        .init(
            name: "a view model's send closure retains the router", kind: .captureRetains,
            architecture: "event-driven", file: "KooberEventRouter.swift",
            find:
                "{ [weak self] event in\n                if let level { self?.deliver(event, toFlowAt: level) } else { self?.deliver(event, from: key) }",
            replace:
                "{ event in\n                if let level { self.deliver(event, toFlowAt: level) } else { self.deliver(event, from: key) }"
        ),
        .init(
            name: "a state change reaches no listener", kind: .listenerMissed, architecture: "event-driven",
            file: "KooberEventRouter.swift",
            find: "                self.touched.insert(key)\n                self.publish()",
            replace: "                self.publish()"),
        .init(
            name: "a change reaches only the listeners of every showing", kind: .listenerMissed,
            architecture: "event-driven", file: "KooberEventHandler.swift",
            find: "where entry.showing == nil || entry.showing == showing", replace: "where entry.showing == nil"),
        .init(
            name: "a change reaches the listeners of other showings", kind: .listenerMissed,
            architecture: "event-driven", file: "KooberEventHandler.swift",
            find: "where entry.showing == nil || entry.showing == showing", replace: "where true"),
        .init(
            name: "an ended showing keeps its view model", kind: .staleInstance, architecture: "event-driven",
            file: "KooberEventHandler.swift", find: "            current[showing] = viewModel\n",
            replace: "            if let viewModel { current[showing] = viewModel }\n"),
        .init(
            name: "a screen that left keeps its state", kind: .staleInstance, architecture: "event-driven",
            file: "KooberEventRouter.swift", find: "                store.remove(screen, in: showing)\n",
            replace: ""),
        .init(
            name: "a screen that left still sends", kind: .staleInstance, architecture: "event-driven",
            file: "KooberEventRouter.swift",
            find: "guard store.isLive(sender.screen, in: sender.showing) else { return }",
            replace: "_ = store.isLive(sender.screen, in: sender.showing)"),
        .init(
            name: "Onboarding never started", kind: .childNotWired, architecture: "event-driven",
            file: "KooberEventRouter+Delivery.swift",
            find: "case (.main, .session(.notSignedIn)):\n            startFlow(.onboarding, at: _level)",
            replace: "case (.main, .session(.notSignedIn)):\n            break"),
        .init(
            name: "a child started over a running one does not end it", kind: .childOutlivesParent,
            architecture: "event-driven", file: "KooberEventRouter.swift",
            find: "endFlows(above: level)\n            flows[level].navigation.childStarted(",
            replace: "flows[level].navigation.childStarted("),
        .init(
            name: "cancelling the dropoff picker sends nothing", kind: .emitDropped, architecture: "event-driven",
            file: "DropoffLocationPickerViewModelBuilder.swift", find: "sendEvent(.dropoffLocationSelectionCancelled)",
            replace: "_ = self"),
        .init(
            name: "a covered showing pushes: the router checks no sender", kind: .coveredNavigates,
            architecture: "event-driven", file: "KooberEventRouter.swift",
            find: "if let sender, !showsOnTop(sender) { return }", replace: "_ = sender"),
    ]
}
