/// Builds what every architecture's flows share: a flow's routes, journeys, scope and the tests
/// of each (`FlowContext`), over the shared builder.
struct FlowTranslator: ContextTranslator {
    let builder: ContextBuilder
    let wiresScreens: Bool
    let showsThroughNavigator: Bool

    /// Whether the screens flows show are values (mvvm's flow state, event-driven's showings),
    /// told apart by what they hold; else each is its view model, an object (mvvm-c), whose
    /// route tests check the object is wired to its flow.
    var showsScreensAsValues: Bool { !(wiresScreens && showsThroughNavigator) }
}
