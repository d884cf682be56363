import Testing

/// Mistakes real SwiftUI and UIKit reject, each a view or a use a generator could write. Each
/// must fail to compile against the stand-ins, built as generated code is (Swift 6, warnings as
/// errors: isolation the SDK marks `@preconcurrency` is a warning), with the compiler saying
/// why; `correctUses`
/// (the same shapes, written right) must compile. Together they keep the stand-ins honest: one
/// too loose accepts a mistake, one too strict refuses a correct use.
struct StandInMistake: Sendable, CustomTestStringConvertible {
    let name: String
    let code: String
    /// A fragment of the compiler's error, so the mistake fails for its own reason.
    let error: String

    var testDescription: String { name }

    /// Its name as a file name: `a_Toggle_bound_to_a_String`.
    var fileName: String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

enum StandInSamples {
    /// Declarations every sample may use: a view model as Trellis generates them, and plain types.
    static let prelude = """
        import Foundation
        import Observation
        import SwiftUI
        import UIKit

        @MainActor @Observable final class SignInViewModel {
            var email = ""
            var password = ""
            var remember = false
            var age = 0
            var rating = 4.5
            var role: Role = .rider
            var errorMessage: String? = nil
            var items: [Item] = []
            var shown: Shown? = nil
            func signIn() async {}
            func clear() {}
        }
        enum Role: String, CaseIterable, Hashable { case rider, driver }
        struct Item: Identifiable, Hashable { let id: Int; let name: String }
        struct Shown: Identifiable { let id: Int }
        struct Plain { var name = "" }
        final class PlainModel { var name = "" }
        nonisolated struct CompactLayoutKey: EnvironmentKey { static let defaultValue = false }
        extension EnvironmentValues {
            nonisolated var isCompactLayout: Bool {
                get { self[CompactLayoutKey.self] }
                set { self[CompactLayoutKey.self] = newValue }
            }
        }

        """

    /// What generated views do, written right.
    static let correctUses = """
        struct SignInDefaultView: View {
            @Bindable var viewModel: SignInViewModel
            var body: some View {
                Form {
                    Section("Account") {
                        TextField("Email", text: $viewModel.email)
                        SecureField("Password", text: $viewModel.password)
                        Toggle("Remember", isOn: $viewModel.remember)
                        TextField("Age", value: $viewModel.age, format: .number)
                        TextField("Rating", value: $viewModel.rating, format: .number)
                        Picker("Role", selection: $viewModel.role) {
                            ForEach(Role.allCases, id: \\.self) { role in
                                Text(role.rawValue).tag(role)
                            }
                        }
                    }
                    if let errorMessage = viewModel.errorMessage {
                        LabeledContent("Error", value: errorMessage)
                    } else {
                        EmptyView()
                    }
                    Section {
                        ForEach(viewModel.items) { item in
                            LabeledContent("Name") { Text(item.name) }
                        }
                    }
                    Button("Sign in") {
                        Task { await viewModel.signIn() }
                    }
                    .disabled(viewModel.email.isEmpty)
                    Button("Clear", action: viewModel.clear)
                }
                .navigationTitle("Sign in")
                .task { await viewModel.signIn() }
            }
        }

        struct FlowView: View {
            @State var path: [Item] = []
            let viewModel: SignInViewModel
            var body: some View {
                NavigationStack(path: $path) {
                    SignInDefaultView(viewModel: viewModel)
                        .navigationDestination(for: Item.self) { item in Text(item.name) }
                }
                .sheet(
                    item: Binding(
                        get: { @MainActor in viewModel.shown },
                        set: { @MainActor shown in viewModel.shown = shown })
                ) { shown in
                    Text("\\(shown.id)")
                }
            }
        }

        final class Navigator: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
            let navigationController = UINavigationController(
                rootViewController: UIHostingController(rootView: Text("root")))

            func push(_ viewModel: SignInViewModel) {
                let screen = UIHostingController(rootView: SignInDefaultView(viewModel: viewModel))
                navigationController.pushViewController(screen, animated: true)
                navigationController.present(UIHostingController(rootView: EmptyView()), animated: true)
                navigationController.presentedViewController?.presentationController?.delegate = self
            }

            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
            ) {}

            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
        }

        /// A flow view's modal stacks: a sheet of chosen heights (opening at a chosen one) that
        /// refuses a swipe down, and a full-screen cover.
        struct StyledFlowView: View {
            let viewModel: SignInViewModel
            @State private var dragged: PresentationDetent?
            var body: some View {
                Text("root")
                    .sheet(
                        item: Binding(
                            get: { @MainActor in viewModel.shown },
                            set: { @MainActor shown in viewModel.shown = shown }),
                        onDismiss: { @MainActor [dragged = $dragged] in dragged.wrappedValue = nil }
                    ) { _ in
                        Text("form")
                            .presentationDetents(
                                Set([.medium, .large]),
                                selection: Binding(
                                    get: { @MainActor [dragged = $dragged] in dragged.wrappedValue ?? .medium },
                                    set: { @MainActor [dragged = $dragged] detent in dragged.wrappedValue = detent }))
                            .interactiveDismissDisabled(viewModel.remember)
                    }
                    .fullScreenCover(item: Binding(get: { @MainActor in viewModel.shown }, set: { _ in })) { _ in
                        Text("cover")
                    }
            }
        }

        @MainActor func presentStyled(over presenter: UIViewController, fullScreen: Bool) {
            let controller = UINavigationController(nibName: nil, bundle: nil)
            if fullScreen {
                controller.modalPresentationStyle = .fullScreen
            } else if let sheet = controller.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.selectedDetentIdentifier = sheet.detents.first?.identifier
            }
            controller.isModalInPresentation = true
            presenter.present(controller, animated: true)
        }

        struct EdgeToEdge: View {
            var body: some View {
                Text("edge to edge").ignoresSafeArea()
                Text("above the keyboard").ignoresSafeArea(.container, edges: .bottom)
            }
        }

        final class Tabs: NSObject, UITabBarControllerDelegate {
            let root = UIViewController(nibName: nil, bundle: nil)
            let tabBarController = UITabBarController(nibName: nil, bundle: nil)

            @MainActor func show(titles: [String]) {
                tabBarController.setViewControllers(
                    titles.enumerated().map { index, title in
                        let stack = UINavigationController(nibName: nil, bundle: nil)
                        stack.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "star"), tag: index)
                        return stack
                    }, animated: false)
                tabBarController.delegate = self
                tabBarController.selectedIndex = 1
                root.addChild(tabBarController)
                tabBarController.view.frame = root.view.bounds
                tabBarController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                root.view.addSubview(tabBarController.view)
                tabBarController.didMove(toParent: root)
            }

            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                _ = tabBarController.selectedViewController as? UINavigationController
            }
        }

        final class Container: UIViewController {
            override var childForStatusBarStyle: UIViewController? { children.last }
            override var childForStatusBarHidden: UIViewController? { children.last }
            override var childForHomeIndicatorAutoHidden: UIViewController? { children.last }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                children.last?.supportedInterfaceOrientations ?? [.portrait, .landscape]
            }

            @MainActor func changed() {
                setNeedsStatusBarAppearanceUpdate()
                setNeedsUpdateOfSupportedInterfaceOrientations()
            }
        }

        @main struct DemoApp: App {
            var body: some Scene {
                WindowGroup { Text("Koober") }
            }
        }
        """

    /// Valid code Apple's SDK accepts that generated views do not write but a user's own
    /// `<Screen>View` may: a stand-in stricter than the SDK would fail the user's Linux build.
    /// Each use follows a declaration the SDK documents (named in the stand-in's comment).
    static let acceptedUses = """
        /// The SDK's view initializers are `nonisolated`: a view can be built outside the main actor.
        nonisolated func accountSection(email: Binding<String>, remember: Binding<Bool>) -> some View {
            Section("Account") {
                TextField("Email", text: email)
                SecureField("Password", text: email)
                Toggle("Remember", isOn: remember)
                Group {
                    Text("Signed out")
                    LabeledContent("Status", value: "idle")
                }
            }
        }

        nonisolated func actions(_ viewModel: SignInViewModel) -> some View {
            Form {
                Button("Delete", role: .destructive) {
                    viewModel.clear()
                }
                Button(role: .cancel) {
                    viewModel.clear()
                } label: {
                    Text("Cancel")
                }
                Button(action: { viewModel.clear() }) { Text("Clear") }
            }
        }

        struct AcceptedView: View {
            @Bindable var viewModel: SignInViewModel
            @State private var path = NavigationPath()
            @State private var loads = 0

            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        accountSection(email: $viewModel.email, remember: $viewModel.remember)
                        ForEach(0..<3) { index in
                            Text("Row \\(index)")
                        }
                    }
                    .navigationTitle(Text("Sign in"))
                    .navigationDestination(for: Item.self) { item in
                        List(viewModel.items) { row in Text(row.name) }
                            .navigationTitle(item.name)
                    }
                    // The closure inherits the view's actor: it touches main-actor state without `await`.
                    .task {
                        loads += 1
                        viewModel.errorMessage = nil
                        await viewModel.signIn()
                    }
                }
                .onAppear {
                    path.append(Item(id: 1, name: "first"))
                    path.removeLast()
                    viewModel.age = path.count
                }
            }
        }

        /// `environment`, `environmentvalues` and `view/environment(_:_:)`: a value a parent sets
        /// for the views inside.
        struct CompactAwareView: View {
            @Environment(\\.isCompactLayout) private var isCompactLayout
            var body: some View {
                Group {
                    if isCompactLayout {
                        Text("compact")
                    } else {
                        Form { Text("regular") }
                    }
                }
            }
        }

        struct CompactParent: View {
            var body: some View {
                CompactAwareView().environment(\\.isCompactLayout, true)
            }
        }

        struct SelfNavigatingView: View {
            var body: some View {
                NavigationStack {
                    actions(SignInViewModel())
                }
            }
        }

        /// What the SDK's interface declares and its documentation pages leave out or get wrong:
        /// `Binding(get:set:)` closures inherit the body's main actor; `State` and `Environment`
        /// are `Sendable` when their values are; `dismiss` and `isPresented` in the environment; a
        /// formatted field over an optional; `UIViewController()`; a presentation controller's
        /// presenting view controller, which is not optional.
        struct InterfaceView: View {
            let viewModel: SignInViewModel
            @State private var count: Int? = nil
            @Environment(\\.dismiss) private var dismiss
            @Environment(\\.isPresented) private var isPresented
            var body: some View {
                Form {
                    Toggle("Remember", isOn: Binding(get: { viewModel.remember }, set: { viewModel.remember = $0 }))
                    TextField("Count", value: $count, format: .number)
                    Button("Close") { dismiss() }
                        .disabled(!isPresented)
                }
            }
        }

        nonisolated func formatted(_ rating: Double, _ count: Int) -> some View {
            Group {
                Text("\\(rating, format: .number) stars")
                Text("\\(count) reviews")
            }
        }

        func sendable<T: Sendable>(_ value: T) -> T { value }
        func stateIsSendable(_ state: State<Int>, _ environment: Environment<Bool>) {
            _ = sendable(state)
            _ = sendable(environment)
        }

        @MainActor func leave(_ child: UIViewController) -> [UIViewController] {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            return child.tabBarController?.viewControllers ?? []
        }

        final class ShouldSelect: NSObject, UITabBarControllerDelegate {
            func tabBarController(
                _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
            ) -> Bool { viewController !== tabBarController.selectedViewController }
        }

        @MainActor func presenter(of presented: UIViewController) -> String? {
            let plain = UIViewController()
            let stack = UINavigationController()
            stack.setViewControllers([plain], animated: false)
            return presented.presentationController?.presentingViewController.title
        }
        """

    static let mistakes: [StandInMistake] = [
        .init(
            name: "an environment value of the wrong type",
            code: """
                struct V: View {
                    var body: some View { Text("").environment(\\.isCompactLayout, "yes") }
                }
                """, error: "'String' to expected argument type 'Bool'"),
        .init(
            name: "a view writing an environment value it reads",
            code: """
                struct V: View {
                    @Environment(\\.isCompactLayout) var isCompactLayout
                    var body: some View { Button("Flip") { isCompactLayout = true } }
                }
                """, error: "get-only property"),
        .init(
            name: "a sheet item that is not Identifiable",
            code: """
                struct V: View {
                    @State var plain: Plain? = nil
                    var body: some View { EmptyView().sheet(item: $plain) { _ in Text("") } }
                }
                """, error: "'Plain' conform to 'Identifiable'"),
        .init(
            name: "a Toggle bound to a String",
            code: """
                struct V: View {
                    @Bindable var viewModel: SignInViewModel
                    var body: some View { Toggle("Email", isOn: $viewModel.email) }
                }
                """, error: "Binding<String>"),
        .init(
            name: "@Bindable on a class that is not @Observable",
            code: """
                struct V: View {
                    @Bindable var model: PlainModel
                    var body: some View { Text(model.name) }
                }
                """, error: "Observable"),
        .init(
            name: "@Bindable on a struct",
            code: """
                struct V: View {
                    @Bindable var plain: Plain
                    var body: some View { Text(plain.name) }
                }
                """, error: "be a class type"),
        .init(
            name: "an await in a synchronous Button action",
            code: """
                struct V: View {
                    let viewModel: SignInViewModel
                    var body: some View { Button("Sign in") { await viewModel.signIn() } }
                }
                """, error: "async"),
        .init(
            name: "a spec model named Text shadowing SwiftUI's",
            code: """
                struct Text { let value: String }
                struct V: View {
                    var body: some View { Text("Sign in") }
                }
                """, error: "Text"),
        .init(
            name: "ForEach over elements that are not Identifiable, without an id",
            code: """
                struct V: View {
                    let plains: [Plain]
                    var body: some View { ForEach(plains) { plain in Text(plain.name) } }
                }
                """, error: "Identifiable"),
        .init(
            name: "ForEach identified by a key path that is not Hashable",
            code: """
                struct V: View {
                    let items: [Item]
                    var body: some View { ForEach(items, id: \\.self.plain) { item in Text(item.name) } }
                }
                extension Item { var plain: Plain { Plain() } }
                """, error: "Hashable"),
        .init(
            name: "a navigation path whose elements are not Hashable",
            code: """
                struct V: View {
                    @State var path: [Plain] = []
                    var body: some View { NavigationStack(path: $path) { Text("root") } }
                }
                """, error: "Hashable"),
        .init(
            name: "a navigation destination for a type that is not Hashable",
            code: """
                struct V: View {
                    var body: some View { Text("root").navigationDestination(for: Plain.self) { _ in Text("") } }
                }
                """, error: "Hashable"),
        .init(
            name: "a TextField bound to an Int as text",
            code: """
                struct V: View {
                    @Bindable var viewModel: SignInViewModel
                    var body: some View { TextField("Age", text: $viewModel.age) }
                }
                """, error: "Binding<Int>"),
        .init(
            name: "a number format for a String field",
            code: """
                struct V: View {
                    @Bindable var viewModel: SignInViewModel
                    var body: some View { TextField("Email", value: $viewModel.email, format: .number) }
                }
                """, error: "cannot convert value of type 'Binding<String>'"),
        .init(
            name: "a Picker whose selection is not Hashable",
            code: """
                struct V: View {
                    @State var plain = Plain()
                    var body: some View { Picker("Plain", selection: $plain) { Text("one") } }
                }
                """, error: "Hashable"),
        .init(
            name: "a LabeledContent value that is not text",
            code: """
                struct V: View {
                    let viewModel: SignInViewModel
                    var body: some View { LabeledContent("Age", value: viewModel.age) }
                }
                """, error: "'Int' conform to 'StringProtocol'"),
        .init(
            name: "a body that is not a view",
            code: """
                struct V: View {
                    var body: some View { 42 }
                }
                """, error: "View"),
        .init(
            name: "a value that is not a view inside a Form",
            code: """
                struct V: View {
                    var body: some View { Form { Plain() } }
                }
                """, error: "View"),
        .init(
            name: "a view without a body",
            code: """
                struct V: View {}
                """, error: "does not conform to protocol 'View'"),
        .init(
            name: "a hosting controller of a value that is not a view",
            code: """
                @MainActor func host() -> UIViewController { UIHostingController(rootView: Plain()) }
                """, error: "View"),
        .init(
            name: "UIKit navigation from outside the main actor",
            code: """
                nonisolated func push(on navigationController: UINavigationController, _ screen: UIViewController) {
                    navigationController.pushViewController(screen, animated: true)
                }
                """, error: "main actor-isolated"),
        .init(
            name: "a NavigationStack without a path typed other than NavigationPath",
            code: """
                struct V: View {
                    var body: NavigationStack<[AnyHashable], Text> { NavigationStack { Text("root") } }
                }
                """, error: "NavigationPath"),
        .init(
            name: "ForEach over a closed range",
            code: """
                struct V: View {
                    var body: some View { ForEach(0...3) { index in Text("\\(index)") } }
                }
                """, error: "Range<Int>"),
        .init(
            name: "a List of elements that are not Identifiable, without an id",
            code: """
                struct V: View {
                    let plains: [Plain]
                    var body: some View { List(plains) { plain in Text(plain.name) } }
                }
                """, error: "Identifiable"),
        .init(
            name: "a navigation title that is not text",
            code: """
                struct V: View {
                    var body: some View { Text("root").navigationTitle(42) }
                }
                """, error: "Int"),
        .init(
            name: "a sheet detent UIKit makes with a class method, named as a value",
            code: """
                func detents(_ sheet: UISheetPresentationController) { sheet.detents = [.medium, .large] }
                """, error: "UISheetPresentationController.Detent"),
        .init(
            name: "a modal presentation style UIKit does not have",
            code: """
                func cover(_ controller: UIViewController) { controller.modalPresentationStyle = .sheet }
                """, error: "has no member 'sheet'"),
        .init(
            name: "a SwiftUI detent SwiftUI does not have",
            code: """
                struct V: View {
                    var body: some View { Text("").presentationDetents([.half]) }
                }
                """, error: "has no member 'half'"),
        .init(
            name: "a full-screen cover over an item that is not Identifiable",
            code: """
                struct V: View {
                    @State var plain: Plain? = nil
                    var body: some View { Text("").fullScreenCover(item: $plain) { _ in Text("") } }
                }
                """, error: "Identifiable"),
        .init(
            name: "a swipe down disabled with no Bool",
            code: """
                struct V: View {
                    var body: some View { Text("").interactiveDismissDisabled("yes") }
                }
                """, error: "'String' to expected argument type 'Bool'"),
        .init(
            name: "a presenting view controller unwrapped as if optional",
            code: """
                @MainActor func title(_ presentation: UIPresentationController) -> String? {
                    presentation.presentingViewController?.title
                }
                """, error: "cannot use optional chaining on non-optional value"),
        .init(
            name: "the environment's dismiss action set by a view",
            code: """
                struct V: View {
                    var body: some View { Text("").environment(\\.dismiss, DismissAction()) }
                }
                """, error: "DismissAction"),
        .init(
            name: "an edge given where the safe area's regions go",
            code: """
                struct V: View {
                    var body: some View { Text("").ignoresSafeArea(.top) }
                }
                """, error: "'SafeAreaRegions' has no member 'top'"),
        .init(
            name: "a tab bar controller's view controllers read as if not optional",
            code: """
                @MainActor func count(_ tabs: UITabBarController) -> Int { tabs.viewControllers.count }
                """, error: "must be unwrapped"),
        .init(
            name: "a symbol image made as if it never fails",
            code: """
                @MainActor func item() -> UITabBarItem {
                    let image: UIImage = UIImage(systemName: "star")
                    return UITabBarItem(title: "Star", image: image, tag: 0)
                }
                """, error: "must be unwrapped"),
        .init(
            name: "a tab selected with an index UIKit does not take",
            code: """
                @MainActor func select(_ tabs: UITabBarController) { tabs.selectedIndex = UInt(1) }
                """, error: "'UInt' to type 'Int'"),
        .init(
            name: "a view's body asked for outside the main actor",
            code: """
                nonisolated func bodyOf(_ view: Text) -> Never { view.body }
                """, error: "main actor-isolated"),
    ]
}
