/// The names Trellis derives from the spec's names, for members the generated code declares;
/// validation reserves them and context building writes them.
enum GeneratedName {
    /// `rideRequested` → `onRideRequested`: the closure that reports an event.
    static func closureProperty(forEvent event: String) -> String {
        "on" + SwiftName.upperFirst(event)
    }

    /// `PickMeUp` → `pickMeUpViewModel`: a property holding a screen's view model.
    static func viewModelProperty(forScreen screen: String) -> String {
        SwiftName.lowerFirst(screen) + "ViewModel"
    }

    /// `PickMeUp` → `makePickMeUpViewModel`: the factory method of a screen's view model.
    static func makeViewModel(forScreen screen: String) -> String {
        "make\(screen)ViewModel"
    }

    /// `signIn` → `signInResult`: what a repository stub's method returns.
    static func stubResult(forMethod method: String) -> String {
        method + "Result"
    }

    /// `signIn` → `signInCalls`: the calls a repository stub's method recorded.
    static func stubCalls(forMethod method: String) -> String {
        method + "Calls"
    }
}
