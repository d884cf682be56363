// DropoffLocationPickerView: the view of the DropoffLocationPicker screen.
// Trellis created this file from Koober.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (DropoffLocationPickerDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows DropoffLocationPicker: the default view until you write your own.
    public struct DropoffLocationPickerView: View {
        public let viewModel: DropoffLocationPickerViewModel

        public init(viewModel: DropoffLocationPickerViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            DropoffLocationPickerDefaultView(viewModel: viewModel)
        }
    }
#endif
