// FareRulesView: the view of the FareRules screen.
// Trellis created this file from Travel.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (FareRulesDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows FareRules: the default view until you write your own.
    public struct FareRulesView: View {
        public let viewModel: FareRulesViewModel

        public init(viewModel: FareRulesViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            FareRulesDefaultView(viewModel: viewModel)
        }
    }
#endif
