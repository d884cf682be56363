// DestinationPickerView: the view of the DestinationPicker screen.
// Trellis created this file from Travel.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (DestinationPickerDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows DestinationPicker: the default view until you write your own.
    public struct DestinationPickerView: View {
        public let viewModel: DestinationPickerViewModel

        public init(viewModel: DestinationPickerViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            DestinationPickerDefaultView(viewModel: viewModel)
        }
    }
#endif
