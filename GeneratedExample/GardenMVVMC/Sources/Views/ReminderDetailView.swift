// ReminderDetailView: the view of the ReminderDetail screen.
// Trellis created this file from Garden.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (ReminderDetailDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows ReminderDetail: the default view until you write your own.
    public struct ReminderDetailView: View {
        public let viewModel: ReminderDetailViewModel

        public init(viewModel: ReminderDetailViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            ReminderDetailDefaultView(viewModel: viewModel)
        }
    }
#endif
