import Foundation

/// RFC 6901 JSON Pointer helpers (escaping `~` and `/` in reference tokens).
enum JSONPointer {
    /// Escapes one reference token.
    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// Unescapes one reference token.
    static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// Joins unescaped tokens into a pointer string.
    static func string(from tokens: [String]) -> String {
        tokens.map { "/" + escape($0) }.joined()
    }

    /// Splits a pointer string into unescaped tokens; `nil` when it is neither empty nor starts with `/`.
    static func tokens(of pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            unescape(String($0))
        }
    }
}
