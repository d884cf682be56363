/// Builds mvvm's context: the observable screens, a navigation view model per flow, and the
/// view layer.
struct MVVMTranslator: ContextTranslator {
    let builder: ContextBuilder
    var showsThroughNavigator: Bool { false }

    func context() -> MVVMArchitecture.Context {
        let flows = eachFlow { flow, isRoot in flowViewModel(flow, isRoot: isRoot) }
        return MVVMArchitecture.Context(
            observable: ObservableTranslator(builder: builder).observable(flows: flows.map(\.flow)),
            flowViewModels: flows, views: viewLayer())
    }
}
