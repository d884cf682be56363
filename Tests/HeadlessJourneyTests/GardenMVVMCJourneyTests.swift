import Foundation
import GardenMVVMC
import Testing
@_spi(Inspection) import UIKit
import ViewInspection

/// Garden (mvvm-c) run headless from `GardenRoot` over the in-memory repositories, through its tab
/// bar as a user taps it: each tab keeps its stack while the other shows, a tap on the selected
/// tab goes back to its first screen, an alert and a confirmation dialog are answered, a
/// full-screen cover refuses the swipe down, a sheet of two heights takes it, and an event from
/// outside reaches a screen in the tab not shown.
@MainActor
@Suite struct GardenMVVMCJourneyTests {
    let root = GardenRoot(container: .inMemorySample())

    /// The tab bar's controller, while one shows.
    var tabBar: UITabBarController? { root.navigator.rootController.children.last as? UITabBarController }

    /// The navigation controller of the stack that shows: the selected tab's, while a tab bar does.
    var stack: UINavigationController {
        tabBar?.selectedViewController as? UINavigationController ?? root.navigator.navigationController
    }

    /// The screen on top of what the coordinators show together, by name.
    var flowsShow: String {
        screenName(of: root.flow.navigation.shownWithChildren.last?.last?.viewModel)
    }

    func expectShown(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        await settle { flowsShow == screen }
        #expect(flowsShow == screen, sourceLocation: sourceLocation)
        try await hostedScreen(of: stack).appear()
        await settle { false }
        let names = try hostedScreen(of: stack).viewTypeNames
        #expect(names.contains("\(screen)View"), "on screen: \(names)", sourceLocation: sourceLocation)
    }

    func tapTab(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let tabs = try #require(tabBar, "no tab bar shows", sourceLocation: sourceLocation)
        let index = try #require(
            tabs.viewControllers?.firstIndex { $0.tabBarItem.title == title }, "no tab \(title)",
            sourceLocation: sourceLocation)
        #expect(tabs.systemTapTab(index), sourceLocation: sourceLocation)
    }

    /// The alert UIKit shows over the stack, if any.
    var alert: UIAlertController? {
        var shown: UIViewController = stack
        while let presented = shown.presentedViewController {
            if let alert = presented as? UIAlertController { return alert }
            shown = presented
        }
        return nil
    }

    func answerAlert(_ button: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let alert = try #require(alert, "no alert shows", sourceLocation: sourceLocation)
        let action = try #require(alert.actions.first { $0.title == button }, sourceLocation: sourceLocation)
        alert.systemTap(action)
    }

    @Test func throughTheTabsAnAlertACoverASheetAndADialog() async throws {
        try await expectShown("Welcome")
        #expect(tabBar == nil)
        try hostedScreen(of: stack).tap("Open")
        try await expectShown("PlantList")
        let tabs = try #require(tabBar)
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["Plants", "Reminders"])
        #expect(tabs.viewControllers?.map { $0.tabBarItem.image?.systemName } == ["leaf", "bell"])
        #expect(try hostedScreen(of: stack).shows("Monstera"), "the plants loaded as the list appeared")

        // An alert before a plant is removed: removed, the list no longer shows it.
        try hostedScreen(of: stack).tap("Fern")
        try await expectShown("PlantDetail")
        try hostedScreen(of: stack).tap("Remove")
        #expect(alert?.title == "Remove Fern?" && alert?.message == "Its reminders go with it.")
        try answerAlert("Remove")
        try await expectShown("PlantList")
        #expect(try !hostedScreen(of: stack).shows("Fern"))

        // Each tab keeps its stack while the other shows.
        try hostedScreen(of: stack).tap("Monstera")
        try await expectShown("PlantDetail")
        try tapTab("Reminders")
        try await expectShown("ReminderList")
        #expect(try hostedScreen(of: stack).shows("Monstera"), "the reminders loaded as the list appeared")
        try tapTab("Plants")
        try await expectShown("PlantDetail")
        // A tap on the selected tab goes back to its first screen.
        try tapTab("Plants")
        try await expectShown("PlantList")
        #expect(stack.viewControllers.count == 1)

        // A full-screen cover takes no swipe down; its own button closes it.
        try hostedScreen(of: stack).tap("Add")
        try await expectShown("AddPlant")
        #expect(stack.presentedViewController?.modalPresentationStyle == .fullScreen)
        #expect(!stack.systemSwipeDown(), "a full-screen cover was swiped down")
        try hostedScreen(of: stack).type("Basil", into: "Name")
        try hostedScreen(of: stack).tap("Save")
        try await expectShown("PlantList")
        #expect(stack.presentedViewController == nil)

        // A reminder due, told from outside while the plants show, reaches the reminders' list.
        let due = Reminder(id: UUID(), plantName: "Basil", due: Date(timeIntervalSinceReferenceDate: 0))
        root.receive(.reminderDue(reminder: due))
        #expect(flowsShow == "PlantList")
        try tapTab("Reminders")
        try await expectShown("ReminderList")
        #expect(try hostedScreen(of: stack).shows("Basil"))

        // A sheet of two heights, opened at the first, takes the swipe down.
        try hostedScreen(of: stack).tap("Basil")
        try await expectShown("ReminderDetail")
        let sheet = try #require(stack.presentedViewController?.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large] && sheet.selectedDetentIdentifier == .medium)
        #expect(stack.systemSwipeDown())
        try await expectShown("ReminderList")

        // A confirmation dialog before leaving: the tab bar goes, Welcome shows again.
        try hostedScreen(of: stack).tap("Leave")
        #expect(alert?.title == "Leave the garden?" && alert?.preferredStyle == .actionSheet)
        try answerAlert("Leave")
        try await expectShown("Welcome")
        #expect(tabBar == nil)
    }
}
