// WaitingForPickupView: the view of the WaitingForPickup screen.
// Trellis created this file from Koober.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (WaitingForPickupDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows WaitingForPickup: the default view until you write your own.
    public struct WaitingForPickupView: View {
        public let viewModel: WaitingForPickupViewModel

        public init(viewModel: WaitingForPickupViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            WaitingForPickupDefaultView(viewModel: viewModel)
        }
    }
#endif
