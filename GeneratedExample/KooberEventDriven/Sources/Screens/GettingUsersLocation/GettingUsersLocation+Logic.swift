// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What GettingUsersLocation's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias GettingUsersLocationDisplay = GettingUsersLocationState

extension GettingUsersLocationViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(
        _ state: GettingUsersLocationState,
        actions: GettingUsersLocationActions
    ) -> GettingUsersLocationDisplay {
        state
    }
}

extension GettingUsersLocationActions {
    /// Finds where the user is, then sends `userLocationDetermined`.
    func getUsersLocation() async {
        do {
            let location = try await locationRepository.getUserLocation()
            sendEvent(.userLocationDetermined(pickupLocation: location))
        } catch {
            updateState { $0.errorMessage = ErrorMessage(title: "Could not find you", message: "\(error)") }
        }
    }
}
