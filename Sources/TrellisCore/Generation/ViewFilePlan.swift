/// The view files every architecture writes for `"views": "swiftui"`: per screen the user's view
/// and the generated default view, which each architecture's template fills for its view models.
enum ViewFilePlan {
    /// `defaultViewTemplate` writes each screen's default view and `previewsTemplate` the view models
    /// previews show; `underScreens` puts a screen's views in its folder of `Screens/`
    /// (event-driven), else in `Views/`.
    static func screens(
        _ views: ViewLayerContext?, defaultViewTemplate: String, previewsTemplate: String, module: String,
        underScreens: Bool
    ) -> [PlannedFile] {
        guard let views else { return [] }
        var plan = FilePlanBuilder()
        plan.add(previewsTemplate, .sources, Namer.previewsFile(forModule: module))
        if views.usesAsyncButton {
            plan.add("views/AsyncButton.swift", .sources, Namer.viewsFile(views.asyncButtonName))
            plan.add("views/tests/AsyncButtonTests.swift", .tests, Namer.viewsFile(views.asyncButtonTestsName))
        }
        if views.embedsScreens {
            plan.add("views/EmbeddedScreen.swift", .sources, Namer.viewsFile(views.embeddedScreenKeyName))
        }
        for screen in views.screens {
            let subject: FileSubject = ("screenView", screen)
            plan.add(
                "views/ScreenView.swift", .sources,
                Namer.screenViewFile(screen.viewName, screen: screen.name, underScreens: underScreens), owner: .user,
                subject: subject)
            plan.add(
                defaultViewTemplate, .sources,
                Namer.screenViewFile(screen.defaultViewName, screen: screen.name, underScreens: underScreens),
                subject: subject)
        }
        return plan.files
    }

    /// The UIKit navigator and the root (mvvm-c, event-driven), each written by the architecture's
    /// own template in `folder` (which fills the blocks of `navigator/views`' shared one), and the
    /// walk through the app that `appWalkTestsTemplate` writes: nothing without flows to show.
    static func uiKitNavigation(
        _ views: ViewLayerContext?, hasFlows: Bool, folder: String, appWalkTestsTemplate: String
    ) -> [PlannedFile] {
        guard let views, let navigatorName = views.navigatorName, hasFlows else { return [] }
        var plan = FilePlanBuilder()
        plan.add(folder + "/views/UIKitNavigator.swift", .sources, Namer.viewsFile(navigatorName))
        plan.add(folder + "/views/Root.swift", .sources, Namer.viewsFile(views.rootName))
        plan.add("views/tests/SystemNavigationTests.swift", .tests, Namer.systemNavigationTestsFile)
        plan.add("navigator/tests/WalkedUIKitNavigator.swift", .tests, Namer.viewsFile("WalkedUIKitNavigator"))
        plan.files += appWalk(testsTemplate: appWalkTestsTemplate)
        return plan.files
    }

    /// The app walk: the view layer as it drives it, its driver, and the architecture's tests that
    /// run it from the root.
    static func appWalk(testsTemplate: String) -> [PlannedFile] {
        var plan = FilePlanBuilder()
        plan.add("views/tests/WalkedViewLayer.swift", .tests, Namer.viewsFile("WalkedViewLayer"))
        plan.add("views/tests/AppWalk.swift", .tests, Namer.viewsFile("AppWalk"))
        plan.add(testsTemplate, .tests, Namer.viewsFile("AppWalkTests"))
        return plan.files
    }
}
