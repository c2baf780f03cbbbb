import TableStyleJSON

/// A JSON value hashed and compared by JSON Schema equality (``SchemaEvaluator/jsonEquals(_:_:)``): numbers
/// by value (`1` and `1.0` hash alike), strings by code points, objects regardless of key order.
///
/// Lets `uniqueItems` find a repeated item with one hash per item instead of comparing every pair.
struct JSONEqualityKey: Hashable {
    let value: JSONValue

    init(_ value: JSONValue) {
        self.value = value
    }

    static func == (lhs: JSONEqualityKey, rhs: JSONEqualityKey) -> Bool {
        SchemaEvaluator.jsonEquals(lhs.value, rhs.value)
    }

    func hash(into hasher: inout Hasher) {
        Self.hash(value, into: &hasher)
    }

    private static func hash(_ value: JSONValue, into hasher: inout Hasher) {
        switch value {
        case .null:
            hasher.combine(0)
        case .bool(let flag):
            hasher.combine(1)
            hasher.combine(flag)
        case .int, .double:
            // Every number as a Double: numbers equal by value hash alike (distinct large integers may
            // collide, which only costs a comparison).
            hasher.combine(2)
            hasher.combine(value.numberValue ?? 0)
        case .string(let text):
            hasher.combine(3)
            for scalar in text.unicodeScalars { hasher.combine(scalar.value) }
        case .array(let elements):
            hasher.combine(4)
            hasher.combine(elements.count)
            for element in elements { hash(element, into: &hasher) }
        case .object(let object):
            // Key order does not matter: the members' own hashes are summed.
            hasher.combine(5)
            hasher.combine(object.count)
            var sum = 0
            for (key, member) in object {
                var memberHasher = Hasher()
                memberHasher.combine(key)
                hash(member, into: &memberHasher)
                sum &+= memberHasher.finalize()
            }
            hasher.combine(sum)
        }
    }
}
