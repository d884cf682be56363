/// What mvvm and mvvm-c share, under `observable`: screens as `@Observable` view models that
/// report through responder protocols or closures, and the tests' recorder of what they report.
struct ObservableContext: Encodable, Sendable {
    /// Screens report through one responder protocol per event…
    var usesResponders: Bool
    /// …or through closure properties.
    var usesClosures: Bool
    var events: [EventContext]
    /// Every event as a value, for events from outside the screens: `KooberEvent`.
    var moduleEventName: String
    /// What takes an event from outside: the view layer's root, else the root flow.
    var outsideEntryPoint: String
    /// A route shows an alert: flows keep what its buttons send, and the root answers it.
    var showsAlerts: Bool
    /// True when a flow is a tab bar, whose tabs not selected are told of events from outside;
    /// else absent.
    var hasTabBars: Bool?
    /// The tests' `EventRecorder`'s list of what it recorded: `events`, unless the recorder
    /// answers an event of that name (with responders it has a method per event).
    var recordedEventsName: String
    /// With responders, its list of the view model that sent each event (nil: none said).
    var recordedSendersName: String?
    var screens: [ObservableScreenContext]
    /// The flows, as the tests' recorder records what they hand on.
    var flows: [RecordedFlowContext]
    /// The screens with actions that send events, which the flows' walks tap.
    var walkedScreens: [WalkedScreenContext]
    /// The screens that embed others, whose children's view models the walks check too.
    var walkEmbeddingScreens: [WalkEmbeddingScreenContext]
    var hasWalkEmbeddingScreens: Bool
}

/// A screen that embeds others: its view model, and the properties that hold its children's.
struct WalkEmbeddingScreenContext: Encodable, Sendable {
    var viewModelName: String
    var childProperties: [String]
}

/// A screen whose emitting actions a flow's walk taps.
struct WalkedScreenContext: Encodable, Sendable {
    var screenName: String
    var viewModelName: String
    var actions: [EmittingActionContext]
}

/// A flow whose handed-on events a test records.
struct RecordedFlowContext: Encodable, Sendable {
    var typeName: String
    var handedUpEvents: [EventContext]
    var handsEventsUp: Bool
}

extension ObservableTranslator {
    /// The observable part of a module whose flows are `flows`.
    func observable(flows: [FlowContext]) -> ObservableContext {
        let screens = eachScreen(observableScreen)
        let embedding = screens.filter { !$0.children.isEmpty }.map {
            WalkEmbeddingScreenContext(viewModelName: $0.viewModelName, childProperties: $0.children.map(\.property))
        }
        var recorderMembers = LocalNames(reserving: usesResponders ? Set(spec.events.map(\.name.value)) : [])
        let recordedEventsName = recorderMembers.local(for: "events", suffix: "Recorded")
        return ObservableContext(
            usesResponders: usesResponders, usesClosures: !usesResponders,
            events: spec.events.map(event).markingLast(),
            moduleEventName: Namer.eventEnum(forGroup: moduleName),
            outsideEntryPoint: views == .swiftui ? Namer.root(forModule: moduleName) : flows.first?.typeName ?? "",
            showsAlerts: facts.showsAlerts, hasTabBars: facts.hasTabBars ? true : nil,
            recordedEventsName: recordedEventsName,
            recordedSendersName: usesResponders ? recorderMembers.local(for: "senders", suffix: "Recorded") : nil,
            screens: screens,
            flows: flows.map {
                RecordedFlowContext(
                    typeName: $0.typeName, handedUpEvents: $0.handedUpEvents, handsEventsUp: $0.handsEventsUp)
            },
            walkedScreens: screens.filter { !$0.emittingActions.isEmpty }.map {
                WalkedScreenContext(
                    screenName: $0.name, viewModelName: $0.viewModelName, actions: $0.emittingActions.markingLast())
            },
            walkEmbeddingScreens: embedding, hasWalkEmbeddingScreens: !embedding.isEmpty)
    }
}

/// The files mvvm and mvvm-c share: responders, the view models with their user files and
/// tests, and the tests' event recorder.
enum ObservableFilePlan {
    static func files(for module: ModuleContext, _ observable: ObservableContext, userFileSuffix: String)
        -> [PlannedFile]
    {
        var plan = FilePlanBuilder()
        if observable.usesResponders {
            for event in observable.events {
                plan.add(
                    "observable/Responder.swift", .sources, Namer.responderFile(forEvent: event.label),
                    subject: ("event", event))
            }
        }
        for screen in observable.screens {
            let subject: FileSubject = ("screen", screen)
            plan.add(
                "observable/ViewModel.swift", .sources, Namer.viewModelFile(forScreen: screen.name), subject: subject)
            if screen.hasUserFile {
                plan.add(
                    "observable/ViewModel+Actions.swift", .sources,
                    Namer.actionsFile(forScreen: screen.name, suffix: userFileSuffix), owner: .user, subject: subject)
            }
            if screen.hasTests {
                plan.add(
                    "observable/tests/ViewModelTests.swift", .tests, Namer.viewModelTestsFile(forScreen: screen.name),
                    subject: subject)
            }
        }
        plan.add("observable/tests/EventRecorder.swift", .tests, Namer.supportFile("EventRecorder"))
        return plan.files
    }
}
