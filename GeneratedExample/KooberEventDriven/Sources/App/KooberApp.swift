// Hand-written: the example as an app. An iOS app target that links KooberEventDriven runs it with
//
//     @main
//     struct Main {
//         static func main() { KooberApp.main() }
//     }
//
// It is behind canImport(SwiftUI), like the generated views; on Linux it builds against the
// stand-in SwiftUI, which checks that it type-checks.

#if canImport(SwiftUI)
    import SwiftUI

    /// Koober over in-memory repositories: a signed-up rider, a few places and one ride option.
    public struct KooberApp: App {
        private let container = KooberDependencyContainer.inMemorySample()

        public init() {}

        public var body: some Scene {
            // Each window runs the app apart, over the one container.
            WindowGroup { KooberRootView(container: container) }
        }
    }
#endif
