import Foundation
import UIKit

/// A UIKit view controller that shows a SwiftUI view.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder aDecoder: NSCoder) {
        nil
    }
}
