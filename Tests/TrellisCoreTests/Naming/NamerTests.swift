import Testing

@testable import TrellisCore

/// `Namer` gives every name the generated code derives from the spec. Each name it documents
/// with an example (`SignIn` → `SignInState`) is derived as documented, and the names users'
/// specs make hard come out right: acronyms, keywords, a suffix the user already wrote.
@Suite struct NamerTests {
    @Test func eachDocumentedExampleIsWhatTheNamerGives() {
        #expect(Namer.eventEnum(forGroup: "Chat") == "ChatEvent")
        #expect(Namer.routedEvent(forModule: "Koober") == "KooberRoutedEvent")
        #expect(Namer.eventRouter(forModule: "Koober") == "KooberEventRouter")
        #expect(Namer.eventHandler(forModule: "Koober") == "KooberEventHandler")
        #expect(Namer.state(forScreen: "SignIn") == "SignInState")
        #expect(Namer.viewModelBuilder(forScreen: "SignIn") == "SignInViewModelBuilder")
        #expect(Namer.listening(forScreen: "SignIn") == "SignInListening")
        #expect(Namer.actions(forScreen: "SignIn") == "SignInActions")
        #expect(Namer.addListener(forScreen: "SignIn") == "addSignInListener")
        #expect(Namer.listeners(forScreen: "SignIn") == "signInListeners")
        #expect(Namer.currentViewModel(forScreen: "SignIn") == "signInViewModel")
        #expect(Namer.inputSetter(forState: "email") == "setEmail")
        #expect(Namer.coordinator(forFlow: "SignedIn") == "SignedInCoordinator")
        #expect(Namer.flowViewModel(forFlow: "SignedIn") == "SignedInViewModel")
        #expect(Namer.destination(forFlow: "SignedIn") == "SignedInDestination")
        #expect(Namer.flowStem("SignedIn") == "SignedInFlow")
        #expect(Namer.scope(forFlow: "SignedIn") == "SignedInDependencyContainer")
        #expect(Namer.screenEnum(forModule: "Koober") == "KooberScreen")
        #expect(Namer.clearTest(forState: "error") == "clearErrorSetsItToNil")
        #expect(Namer.typingTest(forState: "email") == "emailTypedReachesItsListeners")
        #expect(Namer.testSuite(for: "SignInViewModel") == "SignInViewModelTests")
        #expect(Namer.flowTestSuite(forFlow: "SignedIn") == "SignedInFlowTests")
        #expect(Namer.sendingTest(action: "signIn", event: "signedIn") == "signInSendsSignedIn")
        #expect(Namer.routingTest(action: "signIn", event: "signedIn") == "signInRoutesSignedIn")
        #expect(
            Namer.outsideEventTest(event: "messageArrived", screen: "Chat") == "messageArrivedFromOutsideReachesChat")
        #expect(
            Namer.reachesTest(event: "dropoffLocationDetermined", screen: "PickMeUp")
                == "dropoffLocationDeterminedReachesPickMeUpAsItsReactionDoes")
        #expect(Namer.pushedTwiceTest(route: "signInRequestedPushesSignIn") == "signInRequestedPushesSignInTwice")
        #expect(
            Namer.closeLeavesShownTest(event: "filtersCancelled", screen: "Account")
                == "filtersCancelledLeavesAccountShown")
        #expect(
            Namer.lowerCopyTest(event: "closed", screen: "StampDetail") == "closedFromALowerStampDetailClosesNothing")
        #expect(Namer.coveredSenderTest(event: "signInRequested") == "signInRequestedFromACoveredScreenDoesNotNavigate")
        #expect(
            Namer.overChildTopRuleTest(event: "userFound", child: "Widgets") == "userFoundFromWidgetsOnTopNavigatesOnce"
        )
        #expect(
            Namer.overChildTest(event: "bookSelected", child: "Borrowing") == "bookSelectedOverBorrowingKeepsItRunning")
        #expect(
            Namer.strayCloseTest(event: "filtersCancelled", child: "Borrowing")
                == "filtersCancelledWhileBorrowingRunsKeepsIt")
        #expect(
            Namer.overChildSystemCloseTest(event: "bookSelected", child: "Borrowing")
                == "bookSelectedOverBorrowingClosedByTheSystemShowsItAgain")
        #expect(
            Namer.inChildSystemGestureTest(event: "signInRequested", child: "Onboarding")
                == "signInRequestedInOnboardingThenTheSystemClosesItThere")
        #expect(
            Namer.coveredChildTest(event: "colorPickerRequested", child: "Editor", over: "Help")
                == "colorPickerRequestedInEditorUnderHelpDoesNotNavigate")
        #expect(
            Namer.sheetUnderPushTest(event: "aboutRequested", child: "Settings")
                == "aboutRequestedInSettingsThenAPushShowsOnTheSheet")
        #expect(Namer.reportsTest(child: "RatingBadge", parent: "Catalogue") == "ratingBadgeReportsToCatalogue")
        #expect(Namer.screenView(forScreen: "SignIn") == "SignInView")
        #expect(Namer.defaultView(forScreen: "SignIn") == "SignInDefaultView")
        #expect(Namer.listener(forScreen: "SignIn") == "SignInListener")
        #expect(Namer.host(forScreen: "SignIn") == "SignInHost")
        #expect(Namer.flowHostView(forFlow: "SignedIn") == "SignedInFlowView")
        #expect(Namer.rootView(forModule: "Koober") == "KooberRootView")
        #expect(Namer.uiKitNavigator(forModule: "Koober") == "KooberUIKitNavigator")
        #expect(Namer.navigatedScreenView(forModule: "Koober") == "KooberScreenView")
        #expect(Namer.flowScreen(forModule: "Koober") == "KooberFlowScreen")
        #expect(Namer.root(forModule: "Koober") == "KooberRoot")
        #expect(Namer.asyncButton(forModule: "Koober") == "KooberAsyncButton")
        #expect(Namer.embeddedScreenKey(forModule: "Koober") == "KooberEmbeddedScreenKey")
        #expect(Namer.previews(forModule: "Koober") == "KooberPreviews")
        #expect(Namer.previewRepository(forRepository: "UserSessionRepository") == "UserSessionRepositoryForPreviews")
        #expect(Namer.title("searchText") == "Search Text")
        #expect(Namer.embeddedPart("RatingBadge") == "embeddedRatingBadge")
        #expect(Namer.closureProperty(forEvent: "rideRequested") == "onRideRequested")
        #expect(Namer.clear(forState: "error") == "clearError")
        #expect(Namer.willSend(forAction: "select") == "willSelect")
        #expect(Namer.viewModel(forScreen: "PickMeUp") == "PickMeUpViewModel")
        #expect(Namer.screenCase("PickMeUp") == "pickMeUp")
        #expect(Namer.container(forModule: "Koober") == "KooberDependencyContainer")
        #expect(Namer.responder(forEvent: "signedIn") == "SignedInResponder")
        #expect(Namer.viewModelProperty(forScreen: "PickMeUp") == "pickMeUpViewModel")
        #expect(Namer.makeViewModel(forScreen: "PickMeUp") == "makePickMeUpViewModel")
        #expect(Namer.make("SignedInCoordinator") == "makeSignedInCoordinator")
        #expect(Namer.dependencyProperty(forRepository: "UserSessionRepository") == "userSessionRepository")
        #expect(Namer.stub(forRepository: "UserSessionRepository") == "UserSessionRepositoryStub")
        #expect(Namer.stubResult(forMethod: "signIn") == "signInResult")
        #expect(Namer.stubCalls(forMethod: "signIn") == "signInCalls")
    }

    /// A flow the spec already calls `…Flow` gets no second `Flow`.
    @Test func aSuffixTheSpecWroteIsNotDoubled() {
        #expect(Namer.flowStem("DashboardFlow") == "DashboardFlow")
        #expect(Namer.flowHostView(forFlow: "DashboardFlow") == "DashboardFlowView")
        #expect(Namer.flowHostView(forFlow: "Dashboard") == "DashboardFlowView")
        #expect(Namer.flowTestSuite(forFlow: "DashboardFlow") == "DashboardFlowTests")
        #expect(Namer.flowTestSuite(forFlow: "Dashboard") == "DashboardFlowTests")
        // Only a whole suffix counts: `Overflow` is not a flow named `Over`.
        #expect(Namer.flowStem("Overflow") == "OverflowFlow")
    }

    /// A leading acronym is lowered whole where a name starts lowercase.
    @Test func aLeadingAcronymIsLoweredWhole() {
        #expect(Namer.screenCase("URLPreview") == "urlPreview")
        #expect(Namer.viewModelProperty(forScreen: "URLPreview") == "urlPreviewViewModel")
        #expect(Namer.dependencyProperty(forRepository: "URLRepository") == "urlRepository")
        #expect(Namer.screenCase("A") == "a")
    }
}

/// `LocalNames` names a generated function's locals: a name as the spec wrote it while free,
/// else with a suffix, else numbered, never one the template declares or one given before.
@Suite struct LocalNamesTests {
    @Test func aFreeNameIsKeptAsWritten() {
        var locals = LocalNames(reserving: ["router", "flow"])
        #expect(locals.local(for: "email") == "email")
    }

    @Test func aTakenNameGetsTheSuffixThenANumber() {
        var locals = LocalNames(reserving: ["router", "routerValue"])
        #expect(locals.local(for: "router") == "routerValue2")
        #expect(locals.local(for: "router") == "routerValue3")
        var others = LocalNames(reserving: ["state"])
        #expect(others.local(for: "state", suffix: "Sample") == "stateSample")
    }

    @Test func aNameGivenOnceIsNotGivenAgain() {
        var locals = LocalNames(reserving: [])
        #expect(locals.local(for: "trip") == "trip")
        #expect(locals.local(for: "trip") == "tripValue")
        #expect(locals.local(for: "tripValue") == "tripValueValue")
    }

    /// A keyword is a fine local in backticks; it is taken as written, not with the backticks.
    @Test func aKeywordIsEscaped() {
        var locals = LocalNames(reserving: [])
        #expect(locals.local(for: "default") == "`default`")
        #expect(locals.local(for: "default") == "defaultValue")
    }
}
