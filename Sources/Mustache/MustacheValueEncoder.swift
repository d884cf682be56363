/// Builds a `MustacheValue` straight from an `Encodable` value, without a round trip through
/// JSON text: the data a generator computes in Swift becomes what its templates see.
///
/// Whole numbers become `.int`, other numbers `.double`; an absent optional is left out, as
/// JSON leaves it out. Encoding never fails on its own: only a value's own `encode(to:)` can throw.
extension MustacheValue {
    /// The value `encodable` encodes to.
    public init(encoding encodable: some Encodable) throws {
        let root = EncodingNode()
        try encodable.encode(to: NodeEncoder(node: root, codingPath: []))
        self = root.value
    }
}

/// A value under construction: containers hold nodes, so nested containers can be filled
/// after they were handed out, as `Encoder` allows.
private final class EncodingNode {
    enum Content {
        case unset
        case value(MustacheValue)
        case object([String: EncodingNode])
        case array([EncodingNode])
    }

    var content: Content = .unset

    var value: MustacheValue {
        switch content {
        case .unset: .null
        case .value(let value): value
        case .object(let members): .object(members.mapValues(\.value))
        case .array(let elements): .array(elements.map(\.value))
        }
    }

    /// The member `key`, made an object first if this node is not one yet.
    func member(_ key: String) -> EncodingNode {
        var members: [String: EncodingNode] = [:]
        if case .object(let existing) = content { members = existing }
        let node = members[key] ?? EncodingNode()
        members[key] = node
        content = .object(members)
        return node
    }

    /// A new element at the end, made an array first if this node is not one yet.
    func appended() -> EncodingNode {
        var elements: [EncodingNode] = []
        if case .array(let existing) = content { elements = existing }
        let node = EncodingNode()
        elements.append(node)
        content = .array(elements)
        return node
    }

    func makeObject() {
        if case .object = content { return }
        content = .object([:])
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }
}

private struct NodeEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedNodeContainer(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueNodeContainer(node: node, codingPath: codingPath)
    }
}

/// Stores a leaf or a nested value in `node`.
private func store(_ value: some Encodable, in node: EncodingNode, codingPath: [any CodingKey]) throws {
    switch value {
    case let text as String: node.content = .value(.string(text))
    case let flag as Bool: node.content = .value(.bool(flag))
    case let number as Int: node.content = .value(.int(number))
    case let number as Double:
        node.content = .value(Int(exactly: number).map(MustacheValue.int) ?? .double(number))
    default: try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) {
        node.member(key.stringValue).content = .value(.null)
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try store(value, in: node.member(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let member = node.member(key.stringValue)
        member.makeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: member, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let member = node.member(key.stringValue)
        member.makeArray()
        return UnkeyedNodeContainer(node: member, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    var count: Int {
        if case .array(let elements) = node.content { return elements.count }
        return 0
    }

    mutating func encodeNil() {
        node.appended().content = .value(.null)
    }

    mutating func encode(_ value: some Encodable) throws {
        try store(value, in: node.appended(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let element = node.appended()
        element.makeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: element, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let element = node.appended()
        element.makeArray()
        return UnkeyedNodeContainer(node: element, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.appended(), codingPath: codingPath)
    }
}

private struct SingleValueNodeContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() {
        node.content = .value(.null)
    }

    mutating func encode(_ value: some Encodable) throws {
        try store(value, in: node, codingPath: codingPath)
    }
}
