/// Builds a `MustacheValue` straight from an `Encodable` value, without a round trip through
/// JSON text: the data a generator computes in Swift becomes what its templates see.
///
/// Whole numbers become `.int`, other numbers `.double`; an absent optional is left out, as
/// JSON leaves it out. Encoding never fails on its own: only a value's own `encode(to:)` can throw.
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
/// after they were handed out, as `Encoder` allows.
final class EncodingNode {
    enum Kind {
        case unset, leaf, object, array
    }

    // Stored apart so that adding a member or an element changes them in place (an enum
    // holding the array would copy it on every append).
    private(set) var kind = Kind.unset
    private var leaf = MustacheValue.null
    private var members: [String: EncodingNode] = [:]
    private var elements: [EncodingNode] = []

    /// The value built, leaving this node empty: each subtree is let go of as soon as it is
    /// converted, so the nodes and the values of a large context are not all held at once.
    func take() -> MustacheValue {
        switch kind {
        case .unset:
            return .null
        case .leaf:
            return leaf
        case .object:
            var result = [String: MustacheValue](minimumCapacity: members.count)
            for (key, node) in members { result[key] = node.take() }
            members = [:]
            return .object(result)
        case .array:
            var result: [MustacheValue] = []
            result.reserveCapacity(elements.count)
            for node in elements { result.append(node.take()) }
            elements = []
            return .array(result)
        }
    }

    var elementCount: Int { kind == .array ? elements.count : 0 }

    func set(_ value: MustacheValue) {
        kind = .leaf
        leaf = value
    }

    /// The member `key`, made an object first if this node is not one yet.
    func member(_ key: String) -> EncodingNode {
        makeObject()
        if let existing = members[key] { return existing }
        let node = EncodingNode()
        members[key] = node
        return node
    }

    /// A new element at the end, made an array first if this node is not one yet.
    func appended() -> EncodingNode {
        makeArray()
        let node = EncodingNode()
        elements.append(node)
        return node
    }

    func makeObject() {
        guard kind != .object else { return }
        kind = .object
        members = [:]
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

/// Stores a leaf or a nested value in `node`: a nested one converted, or left lazy.
private func store(_ value: some Encodable, in node: EncodingNode, codingPath: [any CodingKey], lazily: Bool)
    throws
{
    switch value {
    case let text as String: node.set(.string(text))
    case let flag as Bool: node.set(.bool(flag))
    case let number as Int: node.set(.int(number))
    case let number as Double: node.set(Int(exactly: number).map(MustacheValue.int) ?? .double(number))
    default:
        if lazily {
            node.set(.lazy(LazyEncodedValue(value)))
        } else {
            try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    let membersAreLazy: Bool

    mutating func encodeNil(forKey key: Key) {
        node.member(key.stringValue).set(.null)
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try store(value, in: node.member(key.stringValue), codingPath: codingPath, lazily: membersAreLazy)
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
        node.appended().set(.null)
    }

    mutating func encode(_ value: some Encodable) throws {
        try store(value, in: node.appended(), codingPath: codingPath, lazily: membersAreLazy)
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
        try store(value, in: node, codingPath: codingPath, lazily: membersAreLazy)
    }
}
