/// The catalogue, written against the Library golden (`Tests/Golden/Library`): child flows,
/// present and dismiss, push and pop, replace, finish, an embedded screen and screens that
/// handle events. Each entry names the exact text it changes, so a template change that moves
/// the text makes the harness say the mutation no longer applies.
enum LibraryMutations {
    static let all: [Mutation] = mvvmC + mvvm + eventDriven + alerts

    static let mvvmC: [Mutation] = [
        .init(
            name: "pushed screen made without its responder", kind: .screenNotWired, architecture: "mvvm-c",
            file: "LibraryDependencyContainer.swift", find: "loanRepository: loanRepository, responder: responder)",
            replace: "loanRepository: loanRepository, responder: nil)"),
        .init(
            name: "first screen made without its responder", kind: .screenNotWired, architecture: "mvvm-c",
            file: "LibraryDependencyContainer.swift", find: "responder: responder,\n            ratingBadgeViewModel:",
            replace: "responder: nil,\n            ratingBadgeViewModel:"),
        .init(
            name: "presented screen made without its responder", kind: .screenNotWired, architecture: "mvvm-c",
            file: "LibraryDependencyContainer.swift", find: "FiltersViewModel(query: query, responder: responder)",
            replace: "FiltersViewModel(query: query, responder: nil)"),
        .init(
            name: "embedded badge not wired to its parent", kind: .embeddedNotWired, architecture: "mvvm-c",
            file: "CatalogueViewModel.swift", find: "        ratingBadgeViewModel.responder = self\n", replace: ""),
        .init(
            name: "catalogue not told filters were applied", kind: .reactionDropped, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift", find: "viewModel.filtersApplied(query: query)", replace: "_ = viewModel",
            callsUserStubs: [
                UserStub(
                    file: "CatalogueViewModel+Actions.swift", declaration: "func filtersApplied(query: SearchQuery)")
            ]),
        .init(
            name: "catalogue not told of a confirmed loan", kind: .reactionDropped, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift", find: "viewModel.loanConfirmed(loan: loan)\n", replace: "_ = viewModel\n",
            callsUserStubs: [
                UserStub(file: "CatalogueViewModel+Actions.swift", declaration: "func loanConfirmed(loan: Loan)")
            ]),
        .init(
            name: "sign-out not handed to the parent", kind: .handOnDropped, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift", find: "        parent?.signedOut(sentBy: nil)\n", replace: ""),
        .init(
            name: "finishing child hands the loan to no one", kind: .handOnDropped, architecture: "mvvm-c",
            file: "BorrowingCoordinator.swift", find: "parent?.loanConfirmed(loan: loan, sentBy: nil)",
            replace: "_ = loan"),
        .init(
            name: "detail presented instead of pushed", kind: .routeSwapped, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift", find: "navigation.show(.push(.bookDetail(viewModel)))",
            replace: "navigation.show(.present(.bookDetail(viewModel)))"),
        .init(
            name: "filters pushed instead of presented", kind: .routeSwapped, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift",
            find: "navigation.show(.present(.filters(viewModel), .sheet(detents: [.medium])))",
            replace: "navigation.show(.push(.filters(viewModel)))"),
        .init(
            name: "filters presented in a sheet of the system's height", kind: .styleDropped, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift",
            find: "navigation.show(.present(.filters(viewModel), .sheet(detents: [.medium])))",
            replace: "navigation.show(.present(.filters(viewModel)))"),
        .init(
            name: "catalogue pushed instead of replacing", kind: .routeSwapped, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift", find: "navigation.show(.replace(.catalogue(viewModel)))",
            replace: "navigation.show(.push(.catalogue(viewModel)))"),
        .init(
            name: "pop whoever sent the event", kind: .closesUnsent, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift",
            find: "case .bookDetail?: true\n            default: false", replace: "default: true"),
        .init(
            name: "dismiss whatever is presented", kind: .closesUnsent, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift",
            find: "case .account?: true\n            default: false", replace: "default: true"),
        .init(
            name: "a back swipe leaves the state as it was", kind: .systemGestureIgnored, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "        state.presented(screen)\n", replace: ""),
        .init(
            name: "a back swipe reports the screen it closed", kind: .hostMisreadsSystem, architecture: "mvvm-c",
            file: "NavigationState.swift", find: "        return levels[level][count - 1]\n",
            replace: "        return levels[level].last\n"),
        .init(
            name: "a swipe down reports nothing", kind: .hostMisreadsSystem, architecture: "mvvm-c",
            file: "NavigationState.swift", find: "        return levels[level - 1].last\n",
            replace: "        return nil\n"),
        .init(
            name: "the screen a swipe closed is not told", kind: .gestureHookDropped, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "for screen in closed.reversed() { screen.closedBySystemGesture() }",
            replace: "_ = closed",
            callsUserStubs: UserStub.gestureHooks(
                in: ["BookDetail", "Shelves", "Filters", "Account"], suffix: "ViewModel+Actions")),
        .init(
            name: "detail holds its responder strongly", kind: .weakMadeStrong, architecture: "mvvm-c",
            file: "BookDetailViewModel.swift", find: "@ObservationIgnored public weak var responder",
            replace: "@ObservationIgnored public var responder"),
        .init(
            name: "child flow holds its parent strongly", kind: .weakMadeStrong, architecture: "mvvm-c",
            file: "BorrowingCoordinator.swift", find: "public weak var parent", replace: "public var parent"),
        .init(
            name: "child's finish closure retains the parent", kind: .captureRetains, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "child.navigation.onFinish = { [weak self] in self?.endChild() }",
            replace: "child.navigation.onFinish = { self.endChild() }"),
        .init(
            name: "child flow started without its parent", kind: .childNotWired, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift", find: "        child.parent = self\n", replace: ""),
        .init(
            name: "a finished child stays running", kind: .childOutlivesParent, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "        onFinish?()\n", replace: ""),
        .init(
            name: "a push over a running child ends it", kind: .childOutlivesParent, architecture: "mvvm-c",
            file: "NavigationState.swift", find: "case .push, .present, .alert: return true",
            replace: "case .present, .alert: return true"),
        .init(
            name: "selecting a book sends nothing", kind: .emitDropped, architecture: "mvvm-c",
            file: "CatalogueViewModel.swift", find: "responder?.bookSelected(book: book, sentBy: self)",
            replace: "_ = book"),
        .init(
            name: "the lower of two details closes the one on top", kind: .coveredNavigates, architecture: "mvvm-c",
            file: "Coordinator.swift",
            find: "if isPop || closesChild || closed?.viewModel === sender, showsOnTop(sender) { show(step) }",
            replace: "if isPop || closesChild || closed?.viewModel === sender { show(step) }"),
    ]

    static let mvvm: [Mutation] = [
        .init(
            name: "pushed view's view model made without its responder", kind: .screenNotWired, architecture: "mvvm",
            file: "LibraryDependencyContainer.swift", find: "loanRepository: loanRepository, responder: responder)",
            replace: "loanRepository: loanRepository, responder: nil)"),
        .init(
            name: "first view's view model made without its responder", kind: .screenNotWired, architecture: "mvvm",
            file: "LibraryDependencyContainer.swift", find: "responder: responder,\n            ratingBadgeViewModel:",
            replace: "responder: nil,\n            ratingBadgeViewModel:"),
        .init(
            name: "presented view's view model made without its responder", kind: .screenNotWired,
            architecture: "mvvm", file: "LibraryDependencyContainer.swift",
            find: "FiltersViewModel(query: query, responder: responder)",
            replace: "FiltersViewModel(query: query, responder: nil)"),
        .init(
            name: "embedded badge not wired to its parent", kind: .embeddedNotWired, architecture: "mvvm",
            file: "CatalogueViewModel.swift", find: "        ratingBadgeViewModel.responder = self\n", replace: ""),
        .init(
            name: "catalogue not told filters were applied", kind: .reactionDropped, architecture: "mvvm",
            file: "BrowseViewModel.swift", find: "viewModel.filtersApplied(query: query)", replace: "_ = viewModel",
            callsUserStubs: [
                UserStub(
                    file: "CatalogueViewModel+Actions.swift", declaration: "func filtersApplied(query: SearchQuery)")
            ]),
        .init(
            name: "catalogue not told of a confirmed loan", kind: .reactionDropped, architecture: "mvvm",
            file: "BrowseViewModel.swift", find: "viewModel.loanConfirmed(loan: loan)\n", replace: "_ = viewModel\n",
            callsUserStubs: [
                UserStub(file: "CatalogueViewModel+Actions.swift", declaration: "func loanConfirmed(loan: Loan)")
            ]),
        .init(
            name: "sign-out not handed to the parent", kind: .handOnDropped, architecture: "mvvm",
            file: "BrowseViewModel.swift", find: "        parent?.signedOut(sentBy: nil)\n", replace: ""),
        .init(
            name: "finishing child hands the loan to no one", kind: .handOnDropped, architecture: "mvvm",
            file: "BorrowingViewModel.swift", find: "parent?.loanConfirmed(loan: loan, sentBy: nil)",
            replace: "_ = loan"),
        .init(
            name: "detail presented instead of pushed", kind: .routeSwapped, architecture: "mvvm",
            file: "BrowseViewModel.swift", find: "show(.push(Showing(.bookDetail(book: book, member: member))))",
            replace: "show(.present(Showing(.bookDetail(book: book, member: member))))"),
        .init(
            name: "filters pushed instead of presented", kind: .routeSwapped, architecture: "mvvm",
            file: "BrowseViewModel.swift",
            find: "show(.present(Showing(.filters(query: query)), .sheet(detents: [.medium])))",
            replace: "show(.push(Showing(.filters(query: query))))"),
        .init(
            name: "filters presented in a sheet of the system's height", kind: .styleDropped, architecture: "mvvm",
            file: "BrowseViewModel.swift",
            find: "show(.present(Showing(.filters(query: query)), .sheet(detents: [.medium])))",
            replace: "show(.present(Showing(.filters(query: query))))"),
        .init(
            name: "pop whoever sent the event", kind: .closesUnsent, architecture: "mvvm",
            file: "BrowseViewModel.swift",
            find: "switch navigation.top?.view {\n        case .bookDetail?:\n            show(.pop)",
            replace: "switch navigation.top?.view {\n        case _:\n            show(.pop)"
        ),
        .init(
            name: "dismiss whatever is presented", kind: .closesUnsent, architecture: "mvvm",
            file: "BrowseViewModel.swift",
            find: "switch dismissedTop?.view {\n        case .account?:\n            show(.dismiss)",
            replace: "switch dismissedTop?.view {\n        case _:\n            show(.dismiss)"),
        .init(
            name: "a back swipe leaves the navigation as it was", kind: .systemGestureIgnored, architecture: "mvvm",
            file: "BrowseViewModel.swift", find: "        navigation.presented(showing)\n", replace: ""),
        .init(
            name: "SwiftUI's shorter path reports the screen it closed", kind: .hostMisreadsSystem,
            architecture: "mvvm", file: "BrowseViewModel+ViewLayer.swift", find: "uiShows(levels[level][path.count])",
            replace: "uiShows(levels[level][levels[level].count - 1])"),
        .init(
            name: "a closed sheet is not reported", kind: .hostMisreadsSystem, architecture: "mvvm",
            file: "BrowseViewModel+ViewLayer.swift", find: "guard sheet == nil, shownModalStyle",
            replace: "guard sheet != nil, shownModalStyle"),
        .init(
            name: "what a flow showed over its child stays when the system closes it", kind: .hostMisreadsSystem,
            architecture: "mvvm", file: "BrowseViewModel+ViewLayer.swift",
            find: "        uiPresentedChild()\n        child.uiShows(screen)", replace: "        child.uiShows(screen)"),
        .init(
            name: "the view a swipe closed is not told", kind: .gestureHookDropped, architecture: "mvvm",
            file: "BrowseViewModel.swift",
            find: "case let viewModel as BookDetailViewModel: viewModel.closedBySystemGesture()",
            replace: "case is BookDetailViewModel: break",
            callsUserStubs: [
                UserStub(file: "BookDetailViewModel+Actions.swift", declaration: "func closedBySystemGesture()")
            ]),
        .init(
            name: "detail holds its responder strongly", kind: .weakMadeStrong, architecture: "mvvm",
            file: "BookDetailViewModel.swift", find: "@ObservationIgnored public weak var responder",
            replace: "@ObservationIgnored public var responder"),
        .init(
            name: "child flow holds its parent strongly", kind: .weakMadeStrong, architecture: "mvvm",
            file: "BorrowingViewModel.swift", find: "@ObservationIgnored public weak var parent",
            replace: "@ObservationIgnored public var parent"),
        .init(
            name: "child's finish closure retains the parent", kind: .captureRetains, architecture: "mvvm",
            file: "BrowseViewModel.swift", find: "child.onFinish = { [weak self] in self?.endChild() }",
            replace: "child.onFinish = { self.endChild() }"),
        .init(
            name: "child flow started without its parent", kind: .childNotWired, architecture: "mvvm",
            file: "BrowseViewModel.swift", find: "        child.parent = self\n", replace: ""),
        .init(
            name: "a finished child stays running", kind: .childOutlivesParent, architecture: "mvvm",
            file: "BorrowingViewModel.swift", find: "        onFinish?()\n", replace: ""),
        .init(
            name: "a push over a running child ends it", kind: .childOutlivesParent, architecture: "mvvm",
            file: "NavigationState.swift", find: "case .push, .present, .alert: return true",
            replace: "case .present, .alert: return true"),
        .init(
            name: "every view gets a new view model on each step", kind: .staleInstance, architecture: "mvvm",
            file: "BrowseViewModel.swift",
            find: "kept[showing] = liveViewModels[showing] ?? makeViewModel(for: showing.view)",
            replace: "kept[showing] = makeViewModel(for: showing.view)"),
        .init(
            name: "every showing of a view is numbered alike", kind: .staleInstance, architecture: "mvvm",
            file: "BrowseViewModel.swift", find: "            number = Self.lastNumber\n",
            replace: "            number = 0\n"),
        .init(
            name: "the host does not find a running child's screen", kind: .hostMisreadsSystem, architecture: "mvvm",
            file: "MainViewModel+ViewLayer.swift", find: "return child?.viewModel(for: screen)", replace: "return nil"),
        .init(
            name: "a back swipe in a running child is not passed on to it", kind: .hostMisreadsSystem,
            architecture: "mvvm", file: "MainViewModel+ViewLayer.swift",
            find: "        uiPresentedChild()\n        child.uiShows(screen)",
            replace: "        uiPresentedChild()\n        _ = child"),
        .init(
            name: "selecting a book sends nothing", kind: .emitDropped, architecture: "mvvm",
            file: "CatalogueViewModel.swift", find: "responder?.bookSelected(book: book, sentBy: self)",
            replace: "_ = book"),
    ]

    static let eventDriven: [Mutation] = [
        .init(
            name: "Filters' view is handed no view model", kind: .screenNotWired, architecture: "event-driven",
            file: "LibraryEventRouter+Delivery.swift",
            find:
                "handler.hand(store.filters[showing].map { filtersBuilder(showing: showing).build($0) }, showing: showing)",
            replace: "handler.hand(FiltersViewModel?.none, showing: showing)"),
        .init(
            name: "the router drops every event a screen sends", kind: .eventsDropped, architecture: "event-driven",
            file: "LibraryEventRouter.swift",
            find: "guard store.isLive(sender.screen, in: sender.showing) else { return }",
            replace: "guard !store.isLive(sender.screen, in: sender.showing) else { return }"),
        .init(
            name: "an embedded screen's parent never reacts", kind: .embeddedNotWired, architecture: "event-driven",
            file: "LibraryEventRouter.swift",
            find: "if react(parent, to: event) {",
            replace: "if false, react(parent, to: event) {",
            equivalentBecause:
                "Catalogue, which embeds the badge, is also Browse's screen and reacts as the flow's, and Browse does not route the badge's event"
        ),
        .init(
            name: "the flow's shown screens are not told of an event", kind: .reactionDropped,
            architecture: "event-driven", file: "LibraryEventRouter.swift",
            find: "let handled = told.map { $0[level] } ?? tellScreens(at: level, event)",
            replace: "let handled = told.map { $0[level] } ?? false"),
        .init(
            name: "detail presented instead of pushed", kind: .routeSwapped, architecture: "event-driven",
            file: "LibraryEventRouter+Delivery.swift",
            find: "show(.push(shown(.bookDetail(book: book, member: member))), at: _level, sentBy: _sender)",
            replace: "show(.present(shown(.bookDetail(book: book, member: member))), at: _level, sentBy: _sender)"),
        .init(
            name: "filters pushed instead of presented", kind: .routeSwapped, architecture: "event-driven",
            file: "LibraryEventRouter+Delivery.swift",
            find: "show(.present(shown(.filters(query: query)), .sheet(detents: [.medium])), at: _level,",
            replace: "show(.push(shown(.filters(query: query))), at: _level,"),
        .init(
            name: "filters presented in a sheet of the system's height", kind: .styleDropped,
            architecture: "event-driven", file: "LibraryEventRouter+Delivery.swift",
            find: "show(.present(shown(.filters(query: query)), .sheet(detents: [.medium])), at: _level,",
            replace: "show(.present(shown(.filters(query: query))), at: _level,"),
        .init(
            name: "catalogue pushed instead of replacing", kind: .routeSwapped, architecture: "event-driven",
            file: "LibraryEventRouter+Delivery.swift",
            find: "show(.replace(shown(.catalogue)), at: _level, sentBy: _sender)",
            replace: "show(.push(shown(.catalogue)), at: _level, sentBy: _sender)"),
        .init(
            name: "pop whoever sent the event", kind: .closesUnsent, architecture: "event-driven",
            file: "LibraryEventRouter+Delivery.swift", find: "close(.pop, ifShowing: [.bookDetail], forChild: false",
            replace: "close(.pop, ifShowing: Set(ScreenID.allCases), forChild: false"
        ),
        .init(
            name: "dismiss whatever is presented", kind: .closesUnsent, architecture: "event-driven",
            file: "LibraryEventRouter+Delivery.swift", find: "close(.dismiss, ifShowing: [.account], forChild: false",
            replace: "close(.dismiss, ifShowing: Set(ScreenID.allCases), forChild: false"),
        .init(
            name: "a finish hands nothing on", kind: .handOnDropped, architecture: "event-driven",
            file: "LibraryEventRouter.swift",
            find: "            case .finished:\n                sender = nil\n                level -= 1",
            replace: "            case .finished:\n                settle()\n                return"),
        .init(
            name: "a back swipe leaves the navigation as it was", kind: .systemGestureIgnored,
            architecture: "event-driven", file: "LibraryEventRouter.swift",
            find: "            flows[level].navigation.presented(screen)\n", replace: ""),
        .init(
            name: "a back swipe reports the screen it closed", kind: .hostMisreadsSystem,
            architecture: "event-driven", file: "NavigationState.swift",
            find: "        return levels[level][count - 1]\n",
            replace: "        return levels[level].last\n"),
        .init(
            name: "the screen a swipe closed is not told", kind: .gestureHookDropped, architecture: "event-driven",
            file: "LibraryEventRouter.swift", find: "tellClosedBySystemGesture(closedScreen, shownAt: level)",
            replace: "_ = (closedScreen, level)",
            callsUserStubs: UserStub.gestureHooks(
                in: ["BookDetail", "Shelves", "Filters", "Account"], suffix: "+Logic")),
        .init(
            name: "listeners held strongly", kind: .weakMadeStrong, architecture: "event-driven",
            file: "LibraryEventHandler.swift", find: "weak var listener: AnyObject?",
            replace: "var listener: AnyObject?"),
        .init(
            name: "a listener's update closure holds it", kind: .captureRetains, architecture: "event-driven",
            file: "LibraryEventHandler.swift",
            find:
                "catalogueListeners.add(listener, showing: showing) { [weak listener] viewModel in\n            listener?.update(with: viewModel)",
            replace:
                "catalogueListeners.add(listener, showing: showing) { viewModel in\n            listener.update(with: viewModel)"
        ),
        .init(
            name: "a view model's send closure retains the router", kind: .captureRetains,
            architecture: "event-driven", file: "LibraryEventRouter.swift",
            find:
                "{ [weak self] event in\n                if let level { self?.deliver(event, toFlowAt: level) } else { self?.deliver(event, from: key) }",
            replace:
                "{ event in\n                if let level { self.deliver(event, toFlowAt: level) } else { self.deliver(event, from: key) }"
        ),
        .init(
            name: "a view model's state closure retains the router", kind: .captureRetains,
            architecture: "event-driven", file: "LibraryEventRouter.swift",
            find: "{ [weak self] in self?.store[keyPath: keyPath][showing] }",
            replace: "{ self.store[keyPath: keyPath][showing] }"),
        .init(
            name: "a screen that left still sends", kind: .staleInstance, architecture: "event-driven",
            file: "LibraryEventRouter.swift",
            find: "guard store.isLive(sender.screen, in: sender.showing) else { return }",
            replace: "_ = store.isLive(sender.screen, in: sender.showing)"),
        .init(
            name: "child flow never started", kind: .childNotWired, architecture: "event-driven",
            file: "LibraryEventRouter+Delivery.swift",
            find: "startFlow(.borrowing(book: book, member: member), at: _level)",
            replace: "_ = (book, member)"),
    ]

    /// Alerts and confirmation dialogs: what a button sends, the screens an alert covers, a step
    /// that closes it.
    static let alerts: [Mutation] = [
        .init(
            name: "an alert's buttons send each other's events", kind: .alertMiswired, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift",
            find: "alertAnswers = AlertAnswers([.detailsClosed, nil], sentBy: sender)",
            replace: "alertAnswers = AlertAnswers([nil, .detailsClosed], sentBy: sender)"),
        .init(
            name: "a screen beneath an alert starts a child", kind: .alertMiswired, architecture: "mvvm-c",
            file: "BrowseCoordinator.swift",
            find:
                "        guard !navigation.isCoveredByAlert(sender) else { return }\n        let child = container.module",
            replace: "        let child = container.module"),
        .init(
            name: "a step leaves another flow's alert shown", kind: .alertMiswired, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "        if !isAlert, !isOffScreen { root.closeAlerts() }\n",
            replace: ""),
        .init(
            name: "an alert's buttons send each other's events", kind: .alertMiswired, architecture: "mvvm",
            file: "BrowseViewModel.swift",
            find: "alertAnswers = AlertAnswers([.detailsClosed, nil], sentBy: sender)",
            replace: "alertAnswers = AlertAnswers([nil, .detailsClosed], sentBy: sender)"),
        .init(
            name: "a screen beneath an alert pushes", kind: .alertMiswired, architecture: "mvvm",
            file: "BrowseViewModel.swift",
            find: "        guard !appShowsAlert else { return false }\n        return topViewModel === sender",
            replace: "        return topViewModel === sender"),
        .init(
            name: "a screen beneath an alert replaces", kind: .alertMiswired, architecture: "mvvm",
            file: "BrowseViewModel.swift",
            find:
                "        guard !isCoveredByAlert(sender) else { return }\n        show(.replace(Showing(.catalogue)))",
            replace: "        show(.replace(Showing(.catalogue)))"),
        .init(
            name: "an alert's buttons send each other's events", kind: .alertMiswired,
            architecture: "event-driven", file: "LibraryEventRouter+Delivery.swift",
            find: "answers: [.library(.detailsClosed), nil],", replace: "answers: [nil, .library(.detailsClosed)],"),
        .init(
            name: "a screen beneath an alert replaces", kind: .alertMiswired, architecture: "event-driven",
            file: "LibraryEventRouter+Delivery.swift",
            find:
                "            if _sender != nil, shownAlert != nil { return .routed }\n            show(.replace(shown(.catalogue))",
            replace: "            show(.replace(shown(.catalogue))"),
        .init(
            name: "an alert's answer sent from outside, not by its sender", kind: .alertMiswired,
            architecture: "event-driven", file: "LibraryEventRouter.swift",
            find: "        if let sender {\n            deliver(event, from: sender)\n        } else {",
            replace:
                "        if let sender, sender.showing < 0 {\n            deliver(event, from: sender)\n        } else {",
            equivalentBecause:
                "the sender is on top once its alert closes, so from outside the same flow routes the "
                + "button's event and the same screens hear it"),
    ]
}
