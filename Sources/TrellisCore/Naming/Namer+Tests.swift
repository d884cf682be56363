/// The names of generated tests: suites, tests, and the locals their bodies declare.
extension Namer {
    /// The types of the flows' walks, in the tests of a module with flows.
    static let walkTypes = ["WalkedFlow", "WalkMove", "FlowWalk", "WalkRandom", "WalkSeenObject"]
    /// The types of the navigator the tests record what shows with (mvvm-c, event-driven).
    static let recordingNavigatorTypes = ["RecordingNavigator", "RecordingStackNavigator", "NamedStep"]
    /// What a coordinator's walk adds: how it taps a screen.
    static let coordinatorWalkTypes = ["WalkedScreen"]

    /// `error` → `clearErrorSetsItToNil`: the test of an optional state entry's clearing.
    static func clearTest(forState state: String) -> String {
        clear(forState: state) + "SetsItToNil"
    }

    /// `email` → `emailTypedReachesItsListeners`: the test of what is typed in an entry.
    static func typingTest(forState state: String) -> String {
        state + "TypedReachesItsListeners"
    }

    /// `SignInViewModel` → `SignInViewModelTests`: the suite that tests a type.
    static func testSuite(for type: String) -> String {
        type + "Tests"
    }

    /// `SignedIn` → `SignedInFlowTests`, `DashboardFlow` → `DashboardFlowTests`: the suite that
    /// tests a flow run by an event router.
    static func flowTestSuite(forFlow flow: String) -> String {
        flowStem(flow) + "Tests"
    }

    /// `startShowsWelcome`: a flow shows its first screen when it starts.
    static func startTest(showing screen: String) -> String {
        "startShows" + screen
    }

    /// `signIn`, `signedIn` → `signInSendsSignedIn`: an emitting action sends its event.
    static func sendingTest(action: String, event: String) -> String {
        action + "Sends" + SwiftName.upperFirst(event)
    }

    /// `signIn`, `signedIn` → `signInRoutesSignedIn`: an emitting action routes its event
    /// (event-driven).
    static func routingTest(action: String, event: String) -> String {
        action + "Routes" + SwiftName.upperFirst(event)
    }

    /// `messageArrived`, `Chat` → `messageArrivedFromOutsideReachesChat`: an event from outside
    /// reaches a screen that handles it (event-driven).
    static func outsideEventTest(event: String, screen: String) -> String {
        event + "FromOutsideReaches" + screen
    }

    /// `rideOptionDetermined`, `PickMeUp` → `rideOptionDeterminedHandledByPickMeUpGoesNoFurther`:
    /// an embedded screen's event, which the screen embedding it handles. `action` names the
    /// action that sends it where several do (`selectSendsRideOptionDetermined…`).
    static func keptByParentTest(event: String, parent: String, action: String? = nil) -> String {
        (action.map { $0 + "Sends" + SwiftName.upperFirst(event) } ?? event) + "HandledBy" + parent + "GoesNoFurther"
    }

    /// `helpRequested`, `Home` → `helpRequestedPassedOnByHomeReachesItsFlow`: an embedded screen's
    /// event its parent does not handle goes on to the flow that shows the parent.
    static func passedOnByParentTest(event: String, parent: String, action: String? = nil) -> String {
        (action.map { $0 + "Sends" + SwiftName.upperFirst(event) } ?? event) + "PassedOnBy" + parent + "ReachesItsFlow"
    }

    /// `dropoffLocationDetermined`, `PickMeUp` → `dropoffLocationDeterminedReachesPickMeUpAsItsReactionDoes`:
    /// an event a flow is sent reaches a handling screen it shows as the screen's own reaction
    /// does (mvvm-c, mvvm).
    static func reachesTest(event: String, screen: String) -> String {
        event + "Reaches" + screen + "AsItsReactionDoes"
    }

    /// `dropoffLocationDeterminedFromOutsideReachesPickMeUpOnce`.
    static func reachesFromOutsideTest(event: String, screen: String) -> String {
        event + "FromOutsideReaches" + screen + "Once"
    }

    /// `signInRequestedPushesSignIn` → `signInRequestedPushesSignInTwice`: a screen pushed twice
    /// shows twice, each showing with a view model of its own (mvvm).
    /// The test of a route that shows an alert: `deleteRequestedShowsAnAlert`,
    /// `signOutRequestedShowsAConfirmationDialog`.
    static func alertTest(event: String, kind: AlertSpec.Kind) -> String {
        event + (kind == .alert ? "ShowsAnAlert" : "ShowsAConfirmationDialog")
    }

    /// The test of an alert's button: `deleteRequestedShowsAnAlertThenDeleteSendsDeleted`,
    /// `…ThenCancelSendsNothing`. The button's title, as an identifier's words.
    static func alertButtonTest(alert: String, button: String, sends event: String?) -> String {
        let words = button.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let name = words.joined().filter { $0.isASCII }
        return alert + "Then" + (name.isEmpty ? "TheButton" : name) + "Sends"
            + (event.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Nothing")
    }

    static func pushedTwiceTest(route: String) -> String {
        route + "Twice"
    }

    /// The test of a flow's route for `event`: `signInRequestedPushesSignIn`,
    /// `closedPopsAtTheFirstScreenDoesNothing`, `signedOutGoesOnWhenNoHandlingScreenIsShown`.
    /// An unrouted event that screens handle goes on only while none of them is shown.
    static func routeTest(event: String, operation: RouteSpec.Operation?, isHandled: Bool, startScreenHandles: Bool)
        -> String
    {
        switch operation {
        case .push(let screen)?: event + "Pushes" + screen.value
        case .present(let screen)?: event + "Presents" + screen.value
        case .replace(let screen)?: event + "Replaces" + screen.value
        case .start(let child)?: event + "Starts" + child.value
        case .pop?: event + "PopsAtTheFirstScreenDoesNothing"
        case .dismiss?: event + "DismissesWithNothingPresentedDoesNothing"
        case .finish?: event + "Finishes"
        case .select(let flow)?: event + "Selects" + flow.value
        case .alert(let alert)?: event + (alert.kind == .alert ? "ShowsAnAlert" : "ShowsAConfirmationDialog")
        case nil where !isHandled: event + "GoesOn"
        case nil where startScreenHandles: event + "GoesOnNotWhileAHandlingScreenIsShown"
        case nil: event + "GoesOnWhenNoHandlingScreenIsShown"
        }
    }

    /// `appointmentsRequested` → `appointmentsRequestedFromATabNotShownSelectsNothing`.
    static func hiddenTabSenderTest(event: String) -> String {
        event + "FromATabNotShownSelectsNothing"
    }

    /// `searchReset`, `Discover` → `searchResetFinishesTheDiscoverTabWhichStartsAgain`.
    static func tabRestartTest(event: String, tab: String) -> String {
        event + "FinishesThe" + tab + "TabWhichStartsAgain"
    }

    /// `appointmentSelected`, `Visits` → `appointmentSelectedPushesInTheVisitsTabNotShown`.
    static func offScreenTabPushTest(event: String, tab: String) -> String {
        event + "PushesInThe" + tab + "TabNotShown"
    }

    /// `Visits`, `AppointmentDetail` → `tappingTheVisitsTabAgainGoesBackFromAppointmentDetail`.
    static func selectedTabTapTest(tab: String, pushed: String) -> String {
        "tappingThe" + tab + "TabAgainGoesBackFrom" + pushed
    }

    /// `appointmentSelected`, `Visits`, `Booking` →
    /// `appointmentSelectedFromOutsideSkipsTheVisitsTabBeneathBooking`.
    static func coveredTabPushTest(event: String, tab: String, cover: String) -> String {
        event + "FromOutsideSkipsThe" + tab + "TabBeneath" + cover
    }

    /// `cancelRequested`, `Visits` → `cancelRequestedInTheVisitsTabShowsOverTheTabBar`.
    static func tabAlertTest(event: String, tab: String) -> String {
        event + "InThe" + tab + "TabShowsOverTheTabBar"
    }

    /// `appointmentChanged`, `Visits` → `appointmentChangedReachesTheVisitsTabNotShown`.
    static func offScreenTabTellTest(event: String, tab: String) -> String {
        event + "ReachesThe" + tab + "TabNotShown"
    }

    /// `bookingRequested`, `Visits` → `bookingRequestedFromTheVisitsTabReachesThisFlow`.
    static func handedOnFromTabTest(event: String, tab: String) -> String {
        event + "FromThe" + tab + "TabReachesThisFlow"
    }

    /// The test of a pushed or presented screen closed by the system's own gesture:
    /// `signInRequestedThenABackSwipeLetsGoOfSignIn`, `profileRequestedThenASwipeDownLetsGoOfProfile`.
    /// `payeeAddRequested`, `PayeeForm` → `payeeAddRequestedThenNoSwipeDownClosesPayeeForm`: what
    /// the route presents in a style that refuses a swipe down stays.
    static func swipeRefusedTest(event: String, screen: String) -> String {
        event + "ThenNoSwipeDownCloses" + screen
    }

    static func systemGestureTest(event: String, operation: RouteSpec.Operation?) -> String? {
        switch operation {
        case .push(let screen)?: event + "ThenABackSwipeLetsGoOf" + screen.value
        case .present(let screen)?: event + "ThenASwipeDownLetsGoOf" + screen.value
        default: nil
        }
    }

    /// `signedIn` → `signedInFlowIsReleasedWithItsScreensWhenItFinishes`.
    /// A child that finishes on several events gets one for each: `…WhenItFinishesOnCheckoutCancelled`.
    static func releaseTest(ofChildFlow child: String, finishingOn event: String? = nil) -> String {
        screenCase(child) + "FlowIsReleasedWithItsScreensWhenItFinishes"
            + (event.map { "On" + SwiftName.upperFirst($0) } ?? "")
    }

    /// `filtersCancelled`, `Account` → `filtersCancelledLeavesAccountShown`: a pop or dismiss
    /// from a screen not on top closes nothing.
    static func closeLeavesShownTest(event: String, screen: String) -> String {
        event + "Leaves" + screen + "Shown"
    }

    /// `detailClosed`, `UserDetail` → `detailClosedFromUserDetailPopsIt`: the test that a
    /// screen sending a pop's (or dismiss's) event closes.
    static func senderCloseTest(event: String, screen: String, isPop: Bool) -> String {
        event + "From" + screen + (isPop ? "PopsIt" : "DismissesIt")
    }

    /// `tripCreationCancelled`, `DestinationPicker` →
    /// `tripCreationCancelledFromDestinationPickerPushedInASheetDismissesTheSheet`.
    static func pushedSenderCloseTest(event: String, screen: String) -> String {
        event + "From" + screen + "PushedInASheetDismissesTheSheet"
    }

    /// `closed`, `StampDetail` → `closedFromALowerStampDetailClosesNothing`: sent by the lower of
    /// two showings of the screen, a pop's event closes neither.
    static func lowerCopyTest(event: String, screen: String) -> String {
        event + "FromALower" + screen + "ClosesNothing"
    }

    /// `signInRequested` → `signInRequestedFromACoveredScreenDoesNotNavigate`: a push's or a
    /// present's event (or a start's, of a child pushed or presented) sent by a screen no longer
    /// on top.
    static func coveredSenderTest(event: String) -> String {
        event + "FromACoveredScreenDoesNotNavigate"
    }

    /// `userFound`, `Widgets` → `userFoundFromWidgetsOnTopNavigatesOnce`: the event sent by the
    /// running child's screen on top, then by that screen covered.
    static func overChildTopRuleTest(event: String, child: String) -> String {
        event + "From" + child + "OnTopNavigatesOnce"
    }

    /// `bookSelected`, `Borrowing` → `bookSelectedOverBorrowingKeepsItRunning`: a screen a flow
    /// shows over the child flow it runs leaves the child running beneath.
    static func overChildTest(event: String, child: String) -> String {
        event + "Over" + child + "KeepsItRunning"
    }

    /// `filtersCancelled`, `Borrowing` → `filtersCancelledWhileBorrowingRunsKeepsIt`: a pop or a
    /// dismiss with nothing of the flow's own to close leaves its running child alone.
    static func strayCloseTest(event: String, child: String) -> String {
        event + "While" + child + "RunsKeepsIt"
    }

    /// `bookSelected`, `Borrowing` → `bookSelectedOverBorrowingClosedByTheSystemShowsItAgain`: the
    /// system closing what a flow showed over its running child (as the view layer reports it)
    /// shows the child's screens again.
    static func overChildSystemCloseTest(event: String, child: String) -> String {
        event + "Over" + child + "ClosedByTheSystemShowsItAgain"
    }

    /// `signInRequested`, `Onboarding` → `signInRequestedInOnboardingThenTheSystemClosesItThere`:
    /// the system's gesture on what a running child showed, reported to the flow that started
    /// it, reaches the child.
    static func inChildSystemGestureTest(event: String, child: String) -> String {
        event + "In" + child + "ThenTheSystemClosesItThere"
    }

    /// `filterRequested`, `Catalog`, `Settings` → `filterRequestedFromOutsideSkipsCatalogUnderSettings`:
    /// an event from outside while a parent's screen covers its running child reaches the parent.
    static func outsideUnderScreenTest(event: String, child: String, over screen: String) -> String {
        event + "FromOutsideSkips" + child + "Under" + screen
    }

    /// `composeCancelled`, `Compose` → `composeCancelledFromComposeOverTheChildClosesIt`: a screen a
    /// flow shows over its running child, on top, closes itself.
    static func selfCloseOverChildTest(event: String, screen: String) -> String {
        event + "From" + screen + "OverTheChildClosesIt"
    }

    /// `homeRequested`, `Catalog` → `homeRequestedEndsTheRunningCatalog`: a replace by a flow ends
    /// the child flow it runs.
    static func replaceOverChildTest(event: String, child: String) -> String {
        event + "EndsTheRunning" + child
    }

    /// `colorPickerRequested`, `Editor`, `Help` → `colorPickerRequestedInEditorUnderHelpDoesNotNavigate`:
    /// a child's own push or present, sent by its screen while its parent's screen covers it.
    static func coveredChildTest(event: String, child: String, over screen: String) -> String {
        event + "In" + child + "Under" + screen + "DoesNotNavigate"
    }

    /// A child flow pushed or presented whose first screen the system's gesture closes:
    /// `transferRequestedThenABackSwipeEndsTransfer`, `bookingRequestedThenASwipeDownEndsBooking`.
    static func childEndedByGestureTest(event: String, child: String, presentation: ChildFlowPresentation) -> String? {
        switch presentation {
        case .push: event + "ThenABackSwipeEnds" + child
        case .modal: event + "ThenASwipeDownEnds" + child
        case .inPlace: nil
        }
    }

    /// A child flow pushed or presented closes itself with a pop or a dismiss of its own:
    /// `bookingRequestedThenBookingCancelledEndsBooking` (from its first screen),
    /// `bookingRequestedThenBookingCancelledFromPaymentEndsBooking` (from a screen pushed in its modal
    /// stack), `bookingRequestedThenBookingCancelledFromHelpClosesOnlyHelp` (from a sheet it presented).
    static func childClosedByOwnRouteTest(
        event: String, close: String, from screen: String?, child: String, endsChild: Bool
    ) -> String {
        let sent = event + "Then" + SwiftName.upperFirst(close) + (screen.map { "From" + $0 } ?? "")
        return sent + (endsChild ? "Ends" + child : "ClosesOnly" + (screen ?? child))
    }

    /// `aboutRequested`, `Settings` → `aboutRequestedInSettingsThenAPushShowsOnTheSheet`: a
    /// child's sheet, then a screen its parent pushes, which shows on the sheet.
    static func sheetUnderPushTest(event: String, child: String) -> String {
        event + "In" + child + "ThenAPushShowsOnTheSheet"
    }

    /// `RatingBadge`, `Catalogue` → `ratingBadgeReportsToCatalogue`: an embedded child is wired
    /// to the screen that embeds it.
    static func reportsTest(child: String, parent: String) -> String {
        screenCase(child) + "ReportsTo" + parent
    }

    /// `signedIn` → `signedInFlowLeavesNoScreenBehindWhenItFinishes` (event-driven).
    static func leavesNoScreenTest(ofChildFlow child: String, finishingOn event: String? = nil) -> String {
        screenCase(child) + "FlowLeavesNoScreenBehindWhenItFinishes"
            + (event.map { "On" + SwiftName.upperFirst($0) } ?? "")
    }
}

/// The locals generated tests declare themselves, which their templates write as they are. The
/// locals of a test's sample values are kept apart from them (`LocalNames`): a payload value
/// named `recorder` becomes `recorderValue` in a test that has a `recorder`.
enum TestLocals {
    /// What a test of an emitting action declares (mvvm, mvvm-c).
    static let ofActionTests: Set<String> = ["recorder", "viewModel", "make"]

    /// What a flow's tests declare (mvvm, mvvm-c, and event-driven routes and journeys).
    static let ofFlowTests: Set<String> = [
        "flow", "child", "viewModel", "navigator", "recorder", "running", "childScreen", "scope", "view", "closed",
        "router", "log", "released", "releasedNavigation", "shown", "dropped", "before", "top", "actions", "showing",
        "state", "logged", "mirror", "walk", "story", "other", "third", "told", "toldAgain", "finished", "covered",
        "routed", "level", "started", "shownScreen", "shownScreenState", "shownViewModel", "toldFromOutside",
    ]

    /// What an event-driven screen test declares.
    static let ofEventDrivenTests: Set<String> = [
        "router", "navigator", "log", "listener", "viewModel", "state", "flow", "make", "before", "routed", "agrees",
        "shown", "other", "told", "sample", "typed", "expected", "showing",
    ]
}
