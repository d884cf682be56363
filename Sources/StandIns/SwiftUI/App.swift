/// An app: its scenes. `@main` on a conforming type runs it.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// Does nothing here: the stand-in only type-checks apps.
    @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's interface: a window group.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// The app's windows, each showing `content`.
@MainActor @preconcurrency
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverAskedFor() }
}

/// Builds an app's scenes.
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
