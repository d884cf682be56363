// ReminderListView: the view of the ReminderList screen.
// Trellis created this file from Garden.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (ReminderListDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows ReminderList: the default view until you write your own.
    public struct ReminderListView: View {
        public let viewModel: ReminderListViewModel

        public init(viewModel: ReminderListViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            ReminderListDefaultView(viewModel: viewModel)
        }
    }
#endif
