// Hand-written: the example as an app. An iOS app target that links GardenMVVMC runs it with
//
//     @main
//     struct Main {
//         static func main() { GardenApp.main() }
//     }
//
// It is behind canImport(SwiftUI), like the generated views; on Linux it builds against the
// stand-in SwiftUI, which checks that it type-checks.

#if canImport(SwiftUI)
    import SwiftUI

    /// Garden over in-memory repositories: three plants and two watering reminders.
    public struct GardenApp: App {
        private let container = GardenDependencyContainer.inMemorySample()

        public init() {}

        public var body: some Scene {
            // Each window runs the app apart, over the one container.
            WindowGroup { GardenRootView(container: container) }
        }
    }
#endif
