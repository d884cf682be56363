/// Builds what mvvm and mvvm-c share: observable view models, their responders or closures, and
/// the screens' tests (`ObservableContext`), over the shared builder.
struct ObservableTranslator: ContextTranslator {
    let builder: ContextBuilder
}
