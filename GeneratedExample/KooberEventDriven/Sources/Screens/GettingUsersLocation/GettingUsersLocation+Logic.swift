// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension GettingUsersLocationViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: GettingUsersLocationState) -> GettingUsersLocationState {
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
