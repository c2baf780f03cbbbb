/// An ordered JSON object: keys keep the order they were inserted in, lookups are by hash.
///
/// Equality ignores order, as JSON's does; iteration and serialization follow insertion order,
/// which keeps generated files deterministic.
public struct JSONObject: Sendable, Hashable, Sequence {
    /// The keys in insertion order.
    public private(set) var keys: [String] = []
    private var storage: [String: JSONValue] = [:]

    /// Creates an empty object.
    public init() {}

    /// Creates an object from key/value pairs; a repeated key keeps its first position and its last value.
    ///
    /// - Parameter pairs: The members in order.
    public init(_ pairs: [(String, JSONValue)]) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The number of members.
    public var count: Int { keys.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { keys.isEmpty }

    /// Reads or writes a member; writing `nil` removes it.
    public subscript(key: String) -> JSONValue? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// Iterates the members in insertion order.
    public func makeIterator() -> AnyIterator<(key: String, value: JSONValue)> {
        var index = 0
        let keys = self.keys
        let storage = self.storage
        return AnyIterator {
            guard index < keys.count else { return nil }
            let key = keys[index]
            index += 1
            guard let value = storage[key] else { return nil }
            return (key, value)
        }
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object from a literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
