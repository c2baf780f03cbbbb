import Foundation

/// RFC 6901 JSON Pointer helpers (escaping `~` and `/` in reference tokens).
enum JSONPointer {
    /// Escapes one reference token.
    static func escape(_ token: String) -> String {
        // Almost no token needs escaping; checking the bytes is far cheaper than two replacements.
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// Unescapes one reference token.
    static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// Joins unescaped tokens into a pointer string.
    static func string(from tokens: [String]) -> String {
        var text = ""
        for token in tokens {
            text += "/"
            text += escape(token)
        }
        return text
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
