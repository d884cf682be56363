/// Builds what mvvm-c and event-driven share: the navigator protocol and the enum of shown
/// screens (`NavigatorContext`), over the shared builder.
struct NavigatorTranslator: ContextTranslator {
    let builder: ContextBuilder
}
