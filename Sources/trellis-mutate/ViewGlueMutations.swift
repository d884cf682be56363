/// Mistakes in the view layer's glue, in the modules generated with views (Library's golden and
/// Koober's GeneratedExample): a control bound to another entry, a button that calls another
/// action, a sheet or a path binding that ignores the system, a navigator or a root that drops
/// what the system did, a listener frozen on its first view model, a host on another showing.
/// Built against the stand-ins, they are caught (or not) by the app walk and the action tests
/// that tap the default views' buttons.
enum ViewGlueMutations {
    static let library: [Mutation] = [
        .init(
            name: "an alert's buttons all answer as the first", kind: .viewGlue, architecture: "mvvm-c",
            file: "LibraryUIKitNavigator.swift", find: "in self?.alertAnswered(index) })",
            replace: "in self?.alertAnswered(0) })"),
        .init(
            name: "the root not told of an alert's answer", kind: .viewGlue, architecture: "mvvm-c",
            file: "LibraryRoot.swift",
            find: "navigator.onAlertAnswer = { [weak flow] index in flow?.answerAlert(index) }", replace: ""),
        .init(
            name: "a confirmation dialog shown as an alert", kind: .viewGlue, architecture: "event-driven",
            file: "LibraryUIKitNavigator.swift", find: "preferredStyle: alert.style == .alert ? .alert : .actionSheet)",
            replace: "preferredStyle: .alert)"),
        .init(
            name: "an alert's buttons all answer as the first", kind: .viewGlue, architecture: "mvvm",
            file: "MainFlowView.swift", find: "@MainActor [flow] in flow.answerAlert(index)",
            replace: "@MainActor [flow] in flow.answerAlert(0)"),
        .init(
            name: "a sheet shown at the system's height", kind: .viewGlue, architecture: "mvvm-c",
            file: "LibraryUIKitNavigator.swift",
            find: "sheet.detents = style.detents.map { $0 == .medium ? .medium() : .large() }", replace: "_ = style"),
        .init(
            name: "a sheet shown at the system's height", kind: .viewGlue, architecture: "event-driven",
            file: "LibraryUIKitNavigator.swift",
            find: "sheet.detents = style.detents.map { $0 == .medium ? .medium() : .large() }", replace: "_ = style"),
        .init(
            name: "a sheet shown at the system's height", kind: .viewGlue, architecture: "mvvm",
            file: "MainFlowView.swift",
            find: "return detents.isEmpty ? [.large] : detents.map { $0 == .medium ? .medium : .large }",
            replace: "return detents.isEmpty ? [.large] : [.large]"),
        .init(
            name: "a back swipe not reported to the flows", kind: .viewGlue, architecture: "mvvm-c",
            file: "LibraryUIKitNavigator.swift", find: "guard let level, shown.levels.indices.contains(level),",
            replace: "guard left.count < 0, let level, shown.levels.indices.contains(level),"),
        .init(
            name: "a presented screen without its presentation delegate", kind: .viewGlue, architecture: "mvvm-c",
            file: "LibraryUIKitNavigator.swift", find: "controller.presentationController?.delegate = self\n",
            replace: "\n"),
        .init(
            name: "a button that closes the detail borrows it", kind: .viewGlue, architecture: "mvvm-c",
            file: "BookDetailDefaultView.swift", find: "viewModel.close()", replace: "viewModel.requestBorrow()"),
        .init(
            name: "the sheet's binding ignores a swipe down", kind: .viewGlue, architecture: "mvvm",
            file: "MainFlowView.swift",
            find: "set: { @MainActor [flow, level] sheet in flow.uiShowsSheet(sheet, overLevel: level) })",
            replace: "set: { @MainActor _ in })"),
        .init(
            name: "the path's binding ignores a back swipe", kind: .viewGlue, architecture: "mvvm",
            file: "MainFlowView.swift",
            find: "set: { @MainActor [flow, level] path in flow.uiShowsPath(path, atLevel: level) })",
            replace: "set: { @MainActor _ in })"),
        .init(
            name: "a button that shows the account shows the shelves", kind: .viewGlue, architecture: "mvvm",
            file: "CatalogueDefaultView.swift", find: "viewModel.showAccount()", replace: "viewModel.showShelves()"),
        .init(
            name: "an embedded screen shown without its own view", kind: .viewGlue, architecture: "mvvm",
            file: "CatalogueDefaultView.swift", find: "RatingBadgeView(viewModel: viewModel.ratingBadgeViewModel)",
            replace: "RatingBadgeDefaultView(viewModel: viewModel.ratingBadgeViewModel)"),
        .init(
            name: "an embedded screen's default view shows a form of its own", kind: .viewGlue,
            architecture: "event-driven", file: "RatingBadgeDefaultView.swift", find: "if isEmbeddedScreen {",
            replace: "if !isEmbeddedScreen {"),
        .init(
            name: "the root never hands the navigator the handler", kind: .viewGlue, architecture: "event-driven",
            file: "LibraryRoot.swift", find: "navigator.handler = router.handler\n", replace: "\n"),
        .init(
            name: "a listener frozen on its first view model", kind: .viewGlue, architecture: "event-driven",
            file: "CatalogueHost.swift", find: "            self.viewModel = viewModel\n",
            replace: "            if self.viewModel == nil { self.viewModel = viewModel }\n"),
        .init(
            name: "a button that asks for filters shows the account", kind: .viewGlue, architecture: "event-driven",
            file: "CatalogueDefaultView.swift", find: "viewModel.showFilters()", replace: "viewModel.showAccount()"),
    ]

    static let koober: [Mutation] = [
        .init(
            name: "the email field bound to the password", kind: .viewGlue, architecture: "mvvm-c",
            file: "SignInDefaultView.swift", find: "text: $viewModel.email)", replace: "text: $viewModel.password)"),
        .init(
            name: "the root never tells the flows what the system did", kind: .viewGlue, architecture: "mvvm-c",
            file: "KooberRoot.swift",
            find: "navigator.onSystemNavigation = { [weak flow] screen in flow?.navigation.uiPresented(screen) }\n",
            replace: "\n"),
        .init(
            name: "the sheet's binding ignores a swipe down", kind: .viewGlue, architecture: "mvvm",
            file: "MainFlowView.swift",
            find: "set: { @MainActor [flow, level] sheet in flow.uiShowsSheet(sheet, overLevel: level) })",
            replace: "set: { @MainActor _ in })"),
        .init(
            name: "the email field bound to the password", kind: .viewGlue, architecture: "mvvm",
            file: "SignInDefaultView.swift", find: "text: $viewModel.email)", replace: "text: $viewModel.password)"),
        .init(
            name: "a swipe down not reported to the router", kind: .viewGlue, architecture: "event-driven",
            file: "KooberUIKitNavigator.swift", find: "guard let index = modalControllers.firstIndex(",
            replace: "guard presentationController.delegate == nil, let index = modalControllers.firstIndex("),
        .init(
            name: "a listener frozen on its first view model", kind: .viewGlue, architecture: "event-driven",
            file: "SignInHost.swift", find: "            self.viewModel = viewModel\n",
            replace: "            if self.viewModel == nil { self.viewModel = viewModel }\n"),
        .init(
            name: "a row that shows another entry's value", kind: .viewGlue, architecture: "mvvm-c",
            file: "SignInDefaultView.swift",
            find: "value: String(describing: viewModel.isSigningIn))",
            replace: "value: String(describing: viewModel.isSignInEnabled))"),
        .init(
            name: "a model's field shown in another's place", kind: .viewGlue, architecture: "mvvm",
            file: "PickMeUpDefaultView.swift",
            find: "value: String(describing: viewModel.pickupLocation.latitude))",
            replace: "value: String(describing: viewModel.pickupLocation.longitude))"),
        .init(
            name: "a flag shown the wrong way round", kind: .viewGlue, architecture: "event-driven",
            file: "ProfileDefaultView.swift",
            find: "value: String(describing: viewModel.isSigningOut))",
            replace: "value: String(describing: !viewModel.isSigningOut))"),
    ]
}
