/// The catalogue of tab bars, written against the Clinic golden (`Tests/Golden/Clinic`, mvvm-c,
/// the only architecture that generates tab bars): a root flow that starts a tab flow of two
/// tabs, which selects one from the other, presents over the tab bar, shows a dialog and
/// finishes; the first tab's first screen handles an event from outside. With the view layer: the
/// UIKit navigator's tab bar, walked headless.
enum ClinicMutations {
    static let all: [Mutation] = [
        .init(
            name: "a tab's flow not told its parent", kind: .tabBarMiswired, architecture: "mvvm-c",
            file: "MainCoordinator.swift", find: "        child.parent = self\n        return child\n",
            replace: "        return child\n"),
        .init(
            name: "a select shows another tab", kind: .tabBarMiswired, architecture: "mvvm-c",
            file: "MainCoordinator.swift", find: "navigation.selectTab(0)", replace: "navigation.selectTab(1)"),
        .init(
            name: "a screen in a tab not shown switches tabs", kind: .coveredNavigates, architecture: "mvvm-c",
            file: "MainCoordinator.swift",
            find: "does not switch tabs.\n        guard navigation.showsOnTop(sender) else { return }\n",
            replace: "does not switch tabs.\n"),
        .init(
            name: "events from outside skip the tabs not shown", kind: .tabBarMiswired, architecture: "mvvm-c",
            file: "MainCoordinator.swift",
            find:
                "navigation.tabFlows.filter { $0 !== navigation.shownChild }.compactMap { $0 as? any OutsideEventReceiver }",
            replace: "[]"),
        .init(
            name: "the navigator is never told the tab bar", kind: .tabBarMiswired, architecture: "mvvm-c",
            file: "Navigator.swift", find: "        navigator.showTabBar(tabBar)\n", replace: ""),
        .init(
            name: "a tap on the selected tab does nothing", kind: .tabBarMiswired, architecture: "mvvm-c",
            file: "Coordinator.swift",
            find: "if let first = tab.shownWithChildren.first?.first { tab.uiPresented(first) }", replace: "_ = tab"),
        .init(
            name: "switching tabs makes the tab's flow again", kind: .tabBarMiswired, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "            tabFlow.selectedTab = index\n",
            replace: "            tabFlow.selectedTab = index\n            tabFlow.restartTab(index)\n"),
        .init(
            name: "a select leaves what shows over the tab bar", kind: .tabBarMiswired, architecture: "mvvm-c",
            file: "Coordinator.swift",
            find:
                "        state.take(.endChild(stack: [], modals: [], modalStyles: []))\n        selectedTab = index\n",
            replace: "        selectedTab = index\n"),
        .init(
            name: "a tab's flow shows its first screen in the tab shown", kind: .tabBarMiswired,
            architecture: "mvvm-c", file: "Coordinator.swift",
            find:
                "        if tabIndex != nil, parent.shownTab !== self { return true }\n        return parent.isOffScreen\n",
            replace: "        return parent.isOffScreen\n"),
        .init(
            name: "a tab's flow that finishes is not started again", kind: .tabBarMiswired, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "navigation.onFinish = { [weak self] in self?.restartTab(index) }",
            replace: "navigation.onFinish = {}"),
        .init(
            name: "a tab's flow started again is not adopted", kind: .tabBarMiswired, architecture: "mvvm-c",
            file: "Coordinator.swift", find: "        tabs[index].flow = flow\n        adopt(inTab: index)\n",
            replace: "        tabs[index].flow = flow\n"),
        .init(
            name: "what shows over the tab bar does not close on its own dismiss", kind: .closesUnsent,
            architecture: "mvvm-c", file: "MainCoordinator.swift", find: "            case .booking?: true\n",
            replace: "            case .booking?: false\n"),
        .init(
            name: "an alert a tab shows is not seen from the tab bar", kind: .alertMiswired, architecture: "mvvm-c",
            file: "Coordinator.swift",
            find: "state.alert ?? childNavigation?.shownAlert ?? tabs.lazy.compactMap(\\.navigation.shownAlert).first",
            replace: "state.alert ?? childNavigation?.shownAlert"),
        .init(
            name: "an event from outside goes beneath what shows over the tab bar", kind: .tabBarMiswired,
            architecture: "mvvm-c", file: "Coordinator.swift",
            find: "child == nil && shownTab != nil ? !state.modals.isEmpty : state.showsOverChild",
            replace: "state.showsOverChild"),
        .init(
            name: "the navigator does not report the tab the user tapped", kind: .viewGlue, architecture: "mvvm-c",
            file: "ClinicUIKitNavigator.swift", find: "            onTabSelection?(index)\n", replace: ""),
        .init(
            name: "the root does not pass the user's tab tap on", kind: .viewGlue, architecture: "mvvm-c",
            file: "ClinicRoot.swift", find: "flow?.navigation.uiSelectedTab(index)", replace: "_ = (flow, index)"),
        .init(
            name: "a tab bar without its icons", kind: .viewGlue, architecture: "mvvm-c",
            file: "ClinicUIKitNavigator.swift", find: "image: item.icon.flatMap { UIImage(systemName: $0) }",
            replace: "image: nil"),
        .init(
            name: "a tab not shown loses its stack", kind: .viewGlue, architecture: "mvvm-c",
            file: "ClinicUIKitNavigator.swift",
            find: "stacks[index].setViewControllers(stack.map(hosting), animated: false)",
            replace: "_ = (stacks, stack)"),
        .init(
            name: "the navigator keeps the selected tab's screens after they left", kind: .captureRetains,
            architecture: "mvvm-c", file: "ClinicUIKitNavigator.swift", find: "shownTabBar = tabBar.offScreen",
            replace: "shownTabBar = tabBar"),
        .init(
            name: "a hidden tab's stack, told as it shows, taken for a back swipe", kind: .hostMisreadsSystem,
            architecture: "mvvm-c", file: "ClinicUIKitNavigator.swift",
            find:
                "left.elementsEqual(shown.levels[level].prefix(left.count).map { controllers[$0] }, by: { $0 === $1 }),\n",
            replace: ""),
    ]
}
