/// Names for the locals of one generated function, kept apart from each other and from the
/// locals the template declares itself: a value named `recorder` in the spec gets
/// `recorderValue` in a test that already has a `recorder`.
struct LocalNames {
    private var taken: Set<String>

    /// Starts with the names the function's template declares.
    init(reserving fixed: Set<String>) {
        taken = fixed
    }

    /// A free Swift identifier for a local holding `name` (in backticks when a keyword).
    mutating func local(for name: String, suffix: String = "Value") -> String {
        var candidate = name
        var number = 2
        if taken.contains(candidate) { candidate = name + suffix }
        while taken.contains(candidate) {
            candidate = name + suffix + String(number)
            number += 1
        }
        taken.insert(candidate)
        return SwiftName.identifier(candidate)
    }
}
