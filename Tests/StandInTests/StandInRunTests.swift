import Observation
import SwiftUI
import Testing
@_spi(Inspection) import UIKit
import ViewInspection

/// The stand-ins run: bindings read and write through, controls act on what they are bound to,
/// navigation stacks show the destinations of their paths and sheets their items, and the
/// system's gestures (a back swipe, a swipe down) change them as on a device; UIKit's navigation
/// controller and presentation tell their delegates.
@MainActor
@Suite struct StandInRunTests {
    @Observable final class Account {
        var email = ""
        var remember = false
        var role: Role = .rider
        var age = 30
        var signIns = 0
        var path: [Item] = []
        var shown: Shown?
        var dismissals = 0
        var loads = 0
    }

    enum Role: String, CaseIterable, Hashable {
        case rider, driver
    }

    struct Item: Hashable {
        let name: String
    }

    struct Shown: Identifiable {
        let id: Int
    }

    struct AccountForm: View {
        @Bindable var account: Account

        var body: some View {
            Form {
                Section("Account") {
                    TextField("Email", text: $account.email)
                    Toggle("Remember", isOn: $account.remember)
                    TextField("Age", value: $account.age, format: .number)
                    Picker("Role", selection: $account.role) {
                        ForEach(Role.allCases, id: \.self) { role in
                            Text(role.rawValue).tag(role)
                        }
                    }
                }
                Button("Sign in") { account.signIns += 1 }
                    .disabled(account.email.isEmpty)
                Button("Details") { account.path.append(Item(name: account.email)) }
                Button("Show") { account.shown = Shown(id: 7) }
            }
            .navigationTitle("Sign in")
            .onAppear { account.loads += 1 }
            .task { account.loads += 10 }
        }
    }

    struct AccountFlow: View {
        @Bindable var account: Account

        var body: some View {
            NavigationStack(path: $account.path) {
                AccountForm(account: account)
                    .navigationDestination(for: Item.self) { item in
                        Text("Detail of \(item.name)").navigationTitle(item.name)
                    }
            }
            .sheet(
                item: $account.shown, onDismiss: { account.dismissals += 1 },
                content: { shown in Text("Sheet \(shown.id)") })
        }
    }

    @Test func controlsWriteWhatTheyAreBoundTo() throws {
        let account = Account()
        let form = ViewInspection(AccountForm(account: account))

        try form.type("ann@example.com", into: "Email")
        try form.toggle("Remember")
        try form.type("41", into: "Age")
        try form.pick(Role.driver, in: "Role")

        #expect(account.email == "ann@example.com")
        #expect(account.remember)
        #expect(account.age == 41)
        #expect(account.role == .driver)
        #expect(try form.text(in: "Email") == "ann@example.com")
        #expect(try form.text(in: "Age") == "41")
        // What a format cannot parse leaves the value as it was.
        try form.type("forty", into: "Age")
        #expect(account.age == 41)
    }

    @Test func aButtonRunsItsActionOnlyWhileEnabled() throws {
        let account = Account()
        let form = ViewInspection(AccountForm(account: account))

        #expect(throws: InspectionError.self) { try form.tap("Sign in") }
        #expect(account.signIns == 0)
        try form.type("ann@example.com", into: "Email")
        try form.tap("Sign in")

        #expect(account.signIns == 1)
        #expect(throws: InspectionError.self) { try form.tap("Sign out") }
    }

    /// UIKit asks the view controller each `childForStatusBarStyle` names, in turn, for the
    /// status bar's style: a container that names none decides it itself.
    @Test func theStatusBarStyleComesFromTheChildEachContainerNames() {
        final class Forwarding: UIViewController {
            override var childForStatusBarStyle: UIViewController? { children.last }
        }
        let outer = Forwarding(nibName: nil, bundle: nil)
        let inner = Forwarding(nibName: nil, bundle: nil)
        let leaf = UIViewController(nibName: nil, bundle: nil)
        #expect(outer.statusBarStyleSource === outer, "with no child, the container decides")

        outer.addChild(inner)
        inner.addChild(leaf)

        #expect(outer.statusBarStyleSource === leaf)
        #expect(UIViewController(nibName: nil, bundle: nil).supportedInterfaceOrientations == .allButUpsideDown)
        #expect(UIInterfaceOrientationMask.all.contains(.portraitUpsideDown))
        #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
    }

    @Test func aStackShowsTheDestinationOfItsPathAndABackSwipeShortensIt() throws {
        let account = Account()
        let flow = ViewInspection(AccountFlow(account: account))
        #expect(flow.navigationTitle == "Sign in")
        #expect(throws: InspectionError.self) { try flow.backSwipe() }

        try flow.type("ann", into: "Email")
        try flow.tap("Details")

        #expect(account.path == [Item(name: "ann")])
        #expect(flow.texts == ["Detail of ann"])
        #expect(flow.navigationTitle == "ann")
        try flow.backSwipe()
        #expect(account.path.isEmpty)
        #expect(flow.navigationTitle == "Sign in")
    }

    @Test func aSheetShowsItsItemAndASwipeDownClearsIt() throws {
        let account = Account()
        let flow = ViewInspection(AccountFlow(account: account))

        try flow.tap("Show")

        #expect(flow.texts == ["Sheet 7"])
        #expect(throws: InspectionError.self) { try flow.tap("Show") }
        try flow.swipeDown()
        #expect(account.shown == nil)
        #expect(account.dismissals == 1)
        #expect(throws: InspectionError.self) { try flow.swipeDown() }
    }

    /// A sheet of two heights that opens at the one its selection holds and refuses a swipe
    /// down while its content says so, and a full-screen cover, which no swipe down closes.
    struct StyledFlow: View {
        @Bindable var account: Account
        @State private var detent = PresentationDetent.large

        var body: some View {
            Text("root")
                .sheet(item: $account.shown, onDismiss: { account.dismissals += 1 }) { shown in
                    Text("Sheet \(shown.id)")
                        .presentationDetents([.medium, .large], selection: $detent)
                        .interactiveDismissDisabled(account.remember)
                }
                .fullScreenCover(
                    item: Binding(
                        get: { @MainActor in account.path.first.map { Shown(id: $0.name.count) } }, set: { _ in })
                ) { shown in
                    Text("Cover \(shown.id)")
                }
        }
    }

    @Test func aSheetRefusesASwipeDownWhileItsContentDisablesItAndACoverAlways() throws {
        let account = Account()
        let flow = ViewInspection(StyledFlow(account: account))
        account.shown = Shown(id: 1)
        account.remember = true

        #expect(flow.presentations == ["sheet [large, medium] at large, no swipe down"])
        #expect(try !flow.swipeDown())
        #expect(account.shown != nil, "a swipe down closed a sheet that refuses it")
        account.remember = false
        #expect(try flow.swipeDown())
        #expect(account.dismissals == 1)

        account.path = [Item(name: "abc")]
        #expect(flow.texts == ["Cover 3"])
        #expect(flow.presentations == ["full-screen cover"])
        #expect(try !flow.swipeDown(), "a swipe down closed a full-screen cover")
        #expect(flow.sheetCount == 1)
    }

    /// A presentation's content reads `isPresented` and closes it with `dismiss`.
    struct DismissingContent: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented

        var body: some View {
            Button(isPresented ? "Close" : "Not presented") { dismiss() }
        }
    }

    struct DismissingHost: View {
        @Bindable var account: Account

        var body: some View {
            Text("root")
                .sheet(
                    item: $account.shown, onDismiss: { account.dismissals += 1 }, content: { _ in DismissingContent() })
        }
    }

    @Test func aSheetsContentClosesItWithTheEnvironmentsDismiss() throws {
        let account = Account()
        let host = ViewInspection(DismissingHost(account: account))
        account.shown = Shown(id: 1)

        try host.tap("Close")

        #expect(account.shown == nil)
        #expect(account.dismissals == 1)
        let alone = ViewInspection(DismissingContent())
        try alone.tap("Not presented")
        #expect(account.dismissals == 1, "a view in no presentation dismissed something")
    }

    @Test func appearingRunsOnAppearAndTasks() async {
        let account = Account()
        let form = ViewInspection(AccountForm(account: account))

        await form.appear()

        #expect(account.loads == 11)
    }

    /// Each labelled value and list belongs to the innermost view of the app's that shows it: an
    /// embedded view's values are its own, not its parent's.
    @Test func labelledValuesBelongToTheViewThatShowsThem() {
        struct Badge: View {
            var body: some View { LabeledContent("Rating", value: "4") }
        }
        struct Detail: View {
            var body: some View {
                Form {
                    LabeledContent("Title", value: "Dune")
                    Section("Editions") {
                        ForEach(["1965", "1984"], id: \.self) { Text($0) }
                    }
                    Badge()
                }
            }
        }
        let detail = ViewInspection(Detail())

        #expect(detail.values == [Entry(label: "Title", value: "Dune"), Entry(label: "Rating", value: "4")])
        #expect(detail.valuesByView["Detail"]?.labelled == [Entry(label: "Title", value: "Dune")])
        #expect(detail.valuesByView["Detail"]?.lists == ["Editions": ["1965", "1984"]])
        #expect(detail.valuesByView["Badge"]?.labelled == [Entry(label: "Rating", value: "4")])
    }

    /// A view appears once while it stays on screen; covered by a pushed screen it disappears
    /// (its tasks cancelled), and it appears again when the push goes back. Beneath a sheet it
    /// stays on screen.
    @Test func aViewAppearsOnceWhileOnScreenAndItsTaskEndsWhenItLeaves() async throws {
        @MainActor final class Load {
            var appearances = 0
            var disappearances = 0
            var cancelled = 0

            func run() async {
                appearances += 1
                try? await Task.sleep(for: .seconds(3600))
                if Task.isCancelled { cancelled += 1 }
            }
        }
        struct Screen: View {
            let load: Load
            @Bindable var account: Account

            var body: some View {
                NavigationStack(path: $account.path) {
                    Form {
                        Button("Details") { account.path.append(Item(name: "one")) }
                        Button("Show") { account.shown = Shown(id: 1) }
                    }
                    .task { await load.run() }
                    .onDisappear { load.disappearances += 1 }
                    .navigationDestination(for: Item.self) { Text($0.name) }
                }
                .sheet(item: $account.shown, content: { shown in Text("Sheet \(shown.id)") })
            }
        }
        let load = Load()
        let account = Account()
        let screen = ViewInspection(Screen(load: load, account: account))

        await screen.appear()
        await screen.appear()
        #expect(load.appearances == 1)

        try screen.tap("Show")
        await screen.appear()
        #expect(load.disappearances == 0 && load.cancelled == 0, "a sheet leaves what it covers on screen")
        try screen.swipeDown()
        await screen.appear()

        try screen.tap("Details")
        await screen.appear()
        #expect(load.disappearances == 1)
        #expect(load.cancelled == 1)
        try screen.backSwipe()
        await screen.appear()
        #expect(load.appearances == 2)
    }

    @Test func aHeterogeneousPathShowsTheDestinationOfItsLastValue() throws {
        struct Stack: View {
            let path: Binding<NavigationPath>
            var body: some View {
                NavigationStack(path: path) {
                    Text("root")
                        .navigationDestination(for: Int.self) { Text("number \($0)") }
                        .navigationDestination(for: String.self) { Text("word \($0)") }
                }
            }
        }
        var values = NavigationPath()
        values.append(3)
        values.append("three")
        let box = PathBox(values)
        let path = Binding(get: { @MainActor in box.path }, set: { @MainActor in box.path = $0 })
        let stack = ViewInspection(Stack(path: path))

        #expect(stack.texts == ["word three"])
        try stack.backSwipe()
        #expect(stack.texts == ["number 3"])
        #expect(box.path.count == 1)
    }

    /// A value a parent sets in the environment reaches the views inside it, and no other.
    @Test func anEnvironmentValueReachesTheViewsInsideWhereItIsSet() {
        struct Size: View {
            @Environment(\.isCompactSample) private var isCompact
            var body: some View { Text(isCompact ? "compact" : "regular") }
        }
        struct Screen: View {
            var body: some View {
                Form {
                    Size()
                    Group { Size() }.environment(\.isCompactSample, true)
                    Size()
                }
            }
        }

        #expect(ViewInspection(Screen()).texts == ["regular", "compact", "regular"])
    }

    /// SwiftUI keeps a view's state by the view's place in the tree, while the body that makes
    /// the view runs again: so does the inspection.
    @Test func aViewsStateLastsAcrossItsParentsBodies() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Form {
                    Text("count \(count)")
                    Button("Add") { count += 1 }
                }
            }
        }
        struct Screen: View {
            var body: some View {
                Counter()
                Counter()
            }
        }
        let screen = ViewInspection(Screen())

        try screen.tap("Add")
        try screen.tap("Add")

        // The first counter's button, twice; the second counter keeps its own state.
        #expect(screen.texts == ["count 2", "count 0"])
    }

    @Test func aNavigationControllerTellsItsDelegateWhatShows() {
        let delegate = NavigationDelegate()
        let root = UIViewController(nibName: nil, bundle: nil)
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.delegate = delegate
        let pushed = UIViewController(nibName: nil, bundle: nil)

        navigationController.pushViewController(pushed, animated: true)
        #expect(delegate.shown.last === pushed)
        #expect(pushed.navigationController === navigationController)
        #expect(navigationController.systemBackSwipe())

        #expect(navigationController.viewControllers.count == 1)
        #expect(delegate.shown.last === root)
        #expect(pushed.navigationController == nil)
        #expect(!navigationController.systemBackSwipe())
    }

    @Test func aSwipeDownTellsThePresentationControllersDelegate() {
        let delegate = PresentationDelegate()
        let presenter = UIViewController(nibName: nil, bundle: nil)
        let presented = UIViewController(nibName: nil, bundle: nil)
        // Set before presenting, as UIKit allows.
        presented.presentationController?.delegate = delegate

        presenter.present(presented, animated: true)
        #expect(presenter.presentedViewController === presented)
        #expect(presenter.systemSwipeDown())

        #expect(presenter.presentedViewController == nil)
        #expect(delegate.dismissed.count == 1)
        #expect(!presenter.systemSwipeDown())
    }

    @Test func noSwipeDownClosesAFullScreenOrModalInPresentationViewController() {
        let presenter = UIViewController(nibName: nil, bundle: nil)
        let cover = UIViewController(nibName: nil, bundle: nil)
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.sheetPresentationController == nil, "a full-screen view controller has a sheet's controller")
        presenter.present(cover, animated: true)
        #expect(!presenter.systemSwipeDown())
        #expect(presenter.presentedViewController === cover)
        presenter.dismiss(animated: true)

        let form = UIViewController(nibName: nil, bundle: nil)
        let sheet = form.sheetPresentationController
        #expect(sheet?.detents.map(\.identifier) == [.large], "a sheet's heights are not the system's own")
        sheet?.detents = [.medium(), .large()]
        sheet?.selectedDetentIdentifier = .medium
        form.isModalInPresentation = true
        presenter.present(form, animated: true)
        #expect(!presenter.systemSwipeDown())
        form.isModalInPresentation = false
        #expect(presenter.systemSwipeDown())
        #expect(presenter.presentedViewController == nil)
    }

    @Test func aHostingControllerKeepsItsRootView() {
        let account = Account()
        let hosting = UIHostingController(rootView: AccountForm(account: account))

        #expect(ViewInspection(hosting.rootView).navigationTitle == "Sign in")
    }

    /// UIKit's tab bar controller, as its documentation says: a tap selects another tab and tells
    /// the delegate; a tap on the selected tab takes its navigation controller back to its first
    /// view controller (which its delegate hears) and is told too; a delegate may refuse a tap;
    /// view controllers set anew keep the one selected when it is still there.
    @Test func aTabTapSelectsATabAndATapOnTheSelectedOneGoesBackToItsFirstScreen() {
        let stacks = (0..<2).map { _ in UINavigationController(nibName: nil, bundle: nil) }
        stacks[0].setViewControllers([UIViewController(), UIViewController()], animated: false)
        let navigationDelegate = NavigationDelegate()
        stacks[0].delegate = navigationDelegate
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        let delegate = TabBarDelegate()
        tabs.delegate = delegate
        tabs.setViewControllers(stacks, animated: false)
        #expect(tabs.selectedIndex == 0 && stacks.allSatisfy { $0.tabBarController === tabs })

        #expect(tabs.systemTapTab(1))
        #expect(tabs.selectedViewController === stacks[1] && delegate.selected.last === stacks[1])
        #expect(stacks[0].viewControllers.count == 2, "a tab not shown keeps its stack")

        tabs.selectedIndex = 0
        #expect(delegate.selected.count == 1, "a selection by code is told to no delegate")
        #expect(tabs.systemTapTab(0))
        #expect(stacks[0].viewControllers.count == 1 && navigationDelegate.shown.last === stacks[0].viewControllers[0])
        #expect(delegate.selected.last === stacks[0])

        delegate.refuses = true
        #expect(!tabs.systemTapTab(1))
        #expect(tabs.selectedIndex == 0)

        // A stack set while its tab is hidden tells its delegate only as the tab shows.
        let hiddenDelegate = NavigationDelegate()
        stacks[1].delegate = hiddenDelegate
        stacks[1].setViewControllers([UIViewController(), UIViewController()], animated: false)
        #expect(hiddenDelegate.shown.isEmpty, "a hidden tab's stack told its delegate")
        tabs.selectedIndex = 1
        #expect(hiddenDelegate.shown.count == 1 && hiddenDelegate.shown.last === stacks[1].topViewController)
        tabs.viewControllers = [stacks[1], stacks[0]]
        #expect(tabs.selectedViewController === stacks[1], "the selected view controller stays selected")
        tabs.viewControllers = [UIViewController()]
        #expect(tabs.selectedIndex == 0 && stacks[1].tabBarController == nil)
    }

    /// A container shows a child's view in its own and lets go of it as UIKit does.
    @Test func aContainerAddsAndRemovesAChild() {
        let container = UIViewController()
        let child = UITabBarController(nibName: nil, bundle: nil)
        container.addChild(child)
        container.view.addSubview(child.view)
        #expect(
            container.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)] && child.parent === container)
        #expect(child.view.superview === container.view)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(container.children.isEmpty && child.parent == nil && container.view.subviews.isEmpty)
    }

    final class TabBarDelegate: NSObject, UITabBarControllerDelegate {
        var selected: [UIViewController] = []
        var refuses = false
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        { !refuses }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController)
        }
    }

    @MainActor final class PathBox {
        var path: NavigationPath
        init(_ path: NavigationPath) { self.path = path }
    }

    final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
        var shown: [UIViewController] = []
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            shown.append(viewController)
        }
    }

    final class PresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var dismissed: [UIPresentationController] = []
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            dismissed.append(presentationController)
        }
    }
}

private struct CompactSampleKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    fileprivate var isCompactSample: Bool {
        get { self[CompactSampleKey.self] }
        set { self[CompactSampleKey.self] = newValue }
    }
}
