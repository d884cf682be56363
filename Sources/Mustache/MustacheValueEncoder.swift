/// Builds a `MustacheValue` straight from an `Encodable` value, without a round trip through
/// JSON text: the data a generator computes in Swift becomes what its templates see.
///
/// Whole numbers become `.int`, other numbers `.double`. An absent optional member is `null`, not
/// left out as JSON leaves it: a template section on a key the current record lacks looks the key
/// up in the records around it, so a route without `shows` would find another route's; a `null`
/// stops the search. Encoding never fails on its own: only a value's own `encode(to:)` can throw.
/// Coding paths stay empty: nothing here reports them, and building one per member was a
/// good part of the time a large context took to encode.
extension MustacheValue {
    /// The value `encodable` encodes to.
    public init(encoding encodable: some Encodable) throws {
        let root = EncodingNode()
        try encodable.encode(to: NodeEncoder(node: root, codingPath: []))
        self = root.take()
    }
}

/// A value under construction: containers hold nodes, so nested containers can be filled
/// after they were handed out, as `Encoder` allows. Members and elements known at once (scalars,
/// and lazy values) are stored as values, without a node of their own.
///
/// Encoded one level deep, an object is first built as a record (`EncodedRecord`): its values
/// in order, while each member is the one its type's names give next (or, for a type not met
/// yet, while no name repeats). Anything else (another member, a nested container, fewer
/// members) turns it into a dictionary, which holds every kind of object.
final class EncodingNode {
    enum Kind {
        case unset, leaf, object, array
    }

    /// An element: a value, or a node still to be converted.
    private enum Element {
        case value(MustacheValue)
        case node(EncodingNode)
    }

    /// How an object's members are held.
    private enum Layout {
        /// As a dictionary (`values`, `nodes`).
        case dictionary
        /// In `ordered`, named by the type's names.
        case record(MemberNames)
        /// In `ordered`, named by `learnedNames`: the first value of its type.
        case learning
    }

    // Stored apart so that adding a member or an element changes them in place (an enum
    // holding the array would copy it on every append). A node is filled by one encoder on one
    // thread, and no access to one of these overlaps another: checking that at run time was a
    // tenth of encoding.
    @exclusivity(unchecked) private(set) var kind = Kind.unset
    @exclusivity(unchecked) private var leaf = MustacheValue.null
    @exclusivity(unchecked) private var layout: Layout
    /// A record's values, in order.
    @exclusivity(unchecked) private var ordered: [MustacheValue] = []
    @exclusivity(unchecked) private var learnedNames: [String] = []
    /// The members known at once (scalars, and lazy values: all of them when members are lazy),
    /// hashed once, into the object's own dictionary. A key encoded twice keeps its last value,
    /// as JSON encoders do.
    @exclusivity(unchecked) private var values: [String: MustacheValue] = [:]
    /// The members still to be filled, which come after any value of the same key.
    @exclusivity(unchecked) private var nodes: [(key: String, node: EncodingNode)] = []
    @exclusivity(unchecked) private var elements: [Element] = []

    /// A node for a value encoded whole: objects become dictionaries.
    init() {
        layout = .dictionary
    }

    /// A node for a value encoded one level deep, whose type's member names are `names` (nil:
    /// not known yet): objects become records where they can.
    init(expecting names: MemberNames?) {
        layout = names.map(Layout.record) ?? .learning
    }

    /// The value built, leaving this node empty: each subtree is let go of as soon as it is
    /// converted, so the nodes and the values of a large context are not all held at once.
    func take() -> MustacheValue {
        switch kind {
        case .unset:
            return .null
        case .leaf:
            return leaf
        case .object:
            if let record = takeRecord() { return .record(record) }
            makeDictionary()
            var result = values
            values = [:]
            for (key, node) in nodes { result[key] = node.take() }
            nodes = []
            return .object(result)
        case .array:
            let result = elements.map(Self.take)
            elements = []
            return .array(result)
        }
    }

    /// The record built, if every member came as a record's.
    private func takeRecord() -> EncodedRecord? {
        let names: MemberNames
        switch layout {
        case .dictionary:
            return nil
        case .record(let expected):
            guard ordered.count == expected.keys.count else { return nil }
            names = expected
        case .learning:
            guard let learned = MemberNames(learnedNames) else { return nil }
            names = learned
        }
        defer { ordered = [] }
        return EncodedRecord(names: names, values: ordered)
    }

    private static func take(_ element: Element) -> MustacheValue {
        switch element {
        case .value(let value): value
        case .node(let node): node.take()
        }
    }

    var elementCount: Int { kind == .array ? elements.count : 0 }

    func set(_ value: MustacheValue) {
        kind = .leaf
        leaf = value
    }

    /// Sets the member `key`, made an object first if this node is not one yet.
    func setMember(_ key: String, _ value: MustacheValue) {
        makeObject()
        switch layout {
        case .record(let names):
            if ordered.count < names.keys.count, names.keys[ordered.count] == key {
                ordered.append(value)
                return
            }
        case .learning:
            // A repeated name is found when the record is taken, and makes it a dictionary.
            learnedNames.append(key)
            ordered.append(value)
            return
        case .dictionary:
            break
        }
        makeDictionary()
        if !nodes.isEmpty { nodes.removeAll { $0.key == key } }
        values[key] = value
    }

    /// The member `key` as a node to fill, made an object first if this node is not one yet:
    /// the one given out before for `key`, if it is still the member's last value.
    func member(_ key: String) -> EncodingNode {
        makeObject()
        makeDictionary()
        if let existing = nodes.first(where: { $0.key == key }) { return existing.node }
        values[key] = nil
        let node = EncodingNode()
        nodes.append((key, node))
        return node
    }

    /// Appends `value`, made an array first if this node is not one yet.
    func append(_ value: MustacheValue) {
        makeArray()
        elements.append(.value(value))
    }

    /// A new element at the end to fill, made an array first if this node is not one yet.
    func appended() -> EncodingNode {
        makeArray()
        let node = EncodingNode()
        elements.append(.node(node))
        return node
    }

    func makeObject() {
        guard kind != .object else { return }
        kind = .object
        // Members given before the node was something else are gone, as with a dictionary.
        ordered = []
        learnedNames = []
        switch layout {
        case .record(let names): ordered.reserveCapacity(names.keys.count)
        case .learning: break
        case .dictionary:
            // Records of the context have a handful of members: room for them at once.
            values = Dictionary(minimumCapacity: 16)
        }
        nodes = []
    }

    /// Moves a record's members built so far into the dictionary, which holds the rest.
    private func makeDictionary() {
        let names: [String]
        switch layout {
        case .dictionary: return
        case .record(let expected): names = Array(expected.keys.prefix(ordered.count))
        case .learning: names = learnedNames
        }
        layout = .dictionary
        values = Dictionary(minimumCapacity: Swift.max(16, ordered.count))
        for (key, value) in zip(names, ordered) { values[key] = value }
        ordered = []
        learnedNames = []
    }

    func makeArray() {
        guard kind != .array else { return }
        kind = .array
        elements = []
    }
}

struct NodeEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    /// Whether members and elements that are not scalars are left lazy (one level at a time).
    var membersAreLazy = false
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(
            KeyedNodeContainer(node: node, codingPath: codingPath, membersAreLazy: membersAreLazy))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath, membersAreLazy: membersAreLazy)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueNodeContainer(node: node, codingPath: codingPath, membersAreLazy: membersAreLazy)
    }
}

/// What `value` is stored as without a node of its own: a scalar, or (`lazily`) a lazy value.
private func immediate<Value: Encodable>(_ value: Value, lazily: Bool) -> MustacheValue? {
    // Comparing types first: a dynamic cast per member was a good part of encoding.
    if Value.self == String.self, let text = value as? String { return .string(text) }
    if Value.self == Bool.self, let flag = value as? Bool { return .bool(flag) }
    if Value.self == Int.self, let number = value as? Int { return .int(number) }
    if Value.self == Double.self, let number = value as? Double {
        return Int(exactly: number).map(MustacheValue.int) ?? .double(number)
    }
    // Lists of strings (lines, names) are common and small: no lazy value per element.
    if Value.self == [String].self, let texts = value as? [String] { return .array(texts.map(MustacheValue.string)) }
    if Value.self == [String?].self, let texts = value as? [String?] {
        return .array(texts.map { $0.map(MustacheValue.string) ?? .null })
    }
    return lazily ? .lazy(LazyEncodedValue(value)) : nil
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    let membersAreLazy: Bool

    mutating func encodeNil(forKey key: Key) {
        node.setMember(key.stringValue, .null)
    }

    // The standard library's defaults skip an absent optional; these store `null` (see above).
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        node.setMember(key.stringValue, value.map(MustacheValue.string) ?? .null)
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        node.setMember(key.stringValue, value.map(MustacheValue.bool) ?? .null)
    }

    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        node.setMember(key.stringValue, value.map(MustacheValue.int) ?? .null)
    }

    mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { encodeNil(forKey: key) }
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        if let immediate = immediate(value, lazily: membersAreLazy) {
            node.setMember(key.stringValue, immediate)
        } else {
            try value.encode(to: NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath))
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let member = node.member(key.stringValue)
        member.makeObject()
        return KeyedEncodingContainer(
            KeyedNodeContainer<NestedKey>(node: member, codingPath: codingPath, membersAreLazy: membersAreLazy))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let member = node.member(key.stringValue)
        member.makeArray()
        return UnkeyedNodeContainer(node: member, codingPath: codingPath, membersAreLazy: membersAreLazy)
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.member("super"), codingPath: codingPath, membersAreLazy: membersAreLazy)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath, membersAreLazy: membersAreLazy)
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    let membersAreLazy: Bool

    var count: Int { node.elementCount }

    mutating func encodeNil() {
        node.append(.null)
    }

    mutating func encode(_ value: some Encodable) throws {
        if let immediate = immediate(value, lazily: membersAreLazy) {
            node.append(immediate)
        } else {
            try value.encode(to: NodeEncoder(node: node.appended(), codingPath: codingPath))
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let element = node.appended()
        element.makeObject()
        return KeyedEncodingContainer(
            KeyedNodeContainer<NestedKey>(node: element, codingPath: codingPath, membersAreLazy: membersAreLazy))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let element = node.appended()
        element.makeArray()
        return UnkeyedNodeContainer(node: element, codingPath: codingPath, membersAreLazy: membersAreLazy)
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.appended(), codingPath: codingPath, membersAreLazy: membersAreLazy)
    }
}

private struct SingleValueNodeContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    let membersAreLazy: Bool

    mutating func encodeNil() {
        node.set(.null)
    }

    mutating func encode(_ value: some Encodable) throws {
        if let immediate = immediate(value, lazily: membersAreLazy) {
            node.set(immediate)
        } else {
            try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
    }
}
