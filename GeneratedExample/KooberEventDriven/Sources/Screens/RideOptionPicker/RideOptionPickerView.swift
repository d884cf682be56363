// RideOptionPickerView: the view of the RideOptionPicker screen.
// Trellis created this file from Koober.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (RideOptionPickerDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.
// Another screen's view embeds this one, in its form: `@Environment(\.isEmbeddedScreen)` is true
// there, where a `Form` or a `NavigationStack` of yours would show inside the parent's.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows RideOptionPicker: the default view until you write your own.
    public struct RideOptionPickerView: View {
        public let viewModel: RideOptionPickerViewModel

        public init(viewModel: RideOptionPickerViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            RideOptionPickerDefaultView(viewModel: viewModel)
        }
    }
#endif
