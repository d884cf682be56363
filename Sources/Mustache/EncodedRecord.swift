import Synchronization

/// An object encoded one level deep from a value whose type gives the same members in the same
/// order every time (what a synthesized `Encodable` conformance does): its member values in
/// that order, and the names of its type's members, shared by every value of the type. A
/// lazily encoded context is made mostly of such objects; building a dictionary for each (a
/// hash per member, an allocation of room for it) was a large part of rendering.
public struct EncodedRecord: Sendable {
    let names: MemberNames
    let values: [MustacheValue]

    /// The member `key`, if the record has it.
    subscript(key: MustacheKey) -> MustacheValue? {
        names.position(of: key).map { values[$0] }
    }

    /// The members by name, as an object holds them.
    public var members: [String: MustacheValue] {
        Dictionary(uniqueKeysWithValues: zip(names.keys, values))
    }
}

/// The member names of one type's encoded values, in the order it encodes them.
final class MemberNames: Sendable {
    let keys: [String]
    /// A table of the names' positions in `keys` by their hash (`MustacheKey`), -1 where empty:
    /// at least twice as many slots as names, so a name the type does not have (most names a
    /// lookup asks a frame for) mostly finds an empty slot at once.
    private let slots: [Int]

    /// Nil when a name repeats: such a value is encoded as an object.
    init?(_ keys: [String]) {
        var size = 4
        while size < keys.count * 2 { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        for (position, key) in keys.enumerated() {
            var slot = key.hashValue & (size - 1)
            while slots[slot] >= 0 {
                guard keys[slots[slot]] != key else { return nil }
                slot = (slot + 1) & (size - 1)
            }
            slots[slot] = position
        }
        self.keys = keys
        self.slots = slots
    }

    /// Where `key` is in `keys`, if it is.
    func position(of key: MustacheKey) -> Int? {
        var slot = key.hash & (slots.count - 1)
        while true {
            let position = slots[slot]
            guard position >= 0 else { return nil }
            if keys[position] == key.name { return position }
            slot = (slot + 1) & (slots.count - 1)
        }
    }
}

/// What encoding learns about a type once, for every value of it encoded later.
struct EncodedTypeFacts: Sendable {
    /// Whether its values are lists (`PositionalList`): asking each value was a dynamic cast
    /// for every value encoded.
    var isList: Bool
    /// Its member names, once a value of it was encoded as a record.
    var memberNames: MemberNames?

    private static let known = Mutex<[ObjectIdentifier: EncodedTypeFacts]>([:])

    /// The facts about `value`'s type, learned now if it is new.
    static func of(_ value: any Encodable) -> EncodedTypeFacts {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let facts = known.withLock({ $0[type] }) { return facts }
        let facts = EncodedTypeFacts(isList: value is any PositionalList, memberNames: nil)
        known.withLock { $0[type] = $0[type] ?? facts }
        return facts
    }

    /// Records the member names `value`'s type encodes.
    static func learn(_ names: MemberNames, for value: any Encodable) {
        let type = ObjectIdentifier(Swift.type(of: value))
        known.withLock { $0[type]?.memberNames = names }
    }
}
