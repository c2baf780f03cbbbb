// Temporary stand-in until the engine's BoundedRegex lands on main; deleted after merging main.
public struct BoundedRegex: Sendable {
    public struct SyntaxError: Error {
        public var message: String
        public var offset: Int
    }
    let pattern: String
    public init(_ pattern: String, ignoreCase: Bool = false) throws(BoundedRegex.SyntaxError) {
        var depth = 0
        for (offset, character) in pattern.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth < 0 { throw SyntaxError(message: "unbalanced )", offset: offset) }
            }
        }
        if depth != 0 { throw SyntaxError(message: "missing )", offset: pattern.count) }
        self.pattern = pattern
    }
    public func firstMatch(in text: String) -> Bool { text.contains(pattern) }
}
