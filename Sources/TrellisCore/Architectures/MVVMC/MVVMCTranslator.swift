/// Builds mvvm-c's context: the observable screens, a coordinator per flow, the navigator and
/// the view layer.
struct MVVMCTranslator: ContextTranslator {
    let builder: ContextBuilder

    func context() -> MVVMCArchitecture.Context {
        let flows = eachFlow { flow, isRoot in
            flowTranslator.flow(flow, isRoot: isRoot, typeName: Namer.coordinator(forFlow:))
        }
        return MVVMCArchitecture.Context(
            observable: ObservableTranslator(builder: builder).observable(flows: flows),
            navigator: NavigatorTranslator(builder: builder).navigator(), coordinators: flows, views: viewLayer())
    }
}
