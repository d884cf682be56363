/// Builds what every architecture's flows share: a flow's routes, journeys, scope and the tests
/// of each (`FlowContext`), over the shared builder.
struct FlowTranslator: ContextTranslator {
    let builder: ContextBuilder
}
