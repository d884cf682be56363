// Created by Trellis from Flowless.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Home's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias HomeDisplay = HomeState

extension HomeViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: HomeState, actions: HomeActions) -> HomeDisplay {
        state
    }
}

extension HomeState {
    /// Sent by Home; handled by Home.
    mutating func refreshed() {
        // React to the event here by changing the state; listeners then get a new view model.
    }
}

extension HomeActions {
    /// Runs once the delivery of `refreshed` settled, after the state reacted to it: call the repositories here (start
    /// a Task for async work) or send an event.
    func afterRefreshed() {
        // Start here the work the event calls for: the state has reacted already.
    }
}

extension HomeActions {
    /// Runs when `refresh` is called, before it sends `refreshed`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willRefresh() -> Bool {
        true
    }
}
