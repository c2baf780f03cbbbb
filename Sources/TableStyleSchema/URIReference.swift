/// A URI reference split into its RFC 3986 parts, with reference resolution (RFC 3986 §5.2).
///
/// Schema identifiers (`$id`, `$ref`) are resolved here rather than with `URL`, whose handling of
/// `urn:` and other opaque URIs differs between platforms.
struct URIReference: Sendable, Hashable {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    /// Parses a URI reference; any string parses (malformed input simply lands in `path`).
    init(_ text: String) {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        if let colon = rest.firstIndex(of: ":") {
            let candidate = rest[..<colon]
            if let first = candidate.first, first.isASCII, first.isLetter,
                candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
            {
                scheme = String(candidate)
                rest = rest[rest.index(after: colon)...]
            }
        }
        if rest.hasPrefix("//") {
            let afterSlashes = rest.dropFirst(2)
            let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
            authority = String(afterSlashes[..<end])
            rest = afterSlashes[end...]
        }
        path = String(rest)
    }

    /// The reference written back as text.
    var string: String {
        var text = ""
        if let scheme { text += scheme + ":" }
        if let authority { text += "//" + authority }
        text += path
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return text
    }

    /// The same reference without its fragment.
    var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    /// Resolves `reference` against `self` as the base URI (RFC 3986 §5.2.2).
    func resolving(_ reference: URIReference) -> URIReference {
        var target = URIReference("")
        if reference.scheme != nil {
            target = reference
            target.path = Self.removeDotSegments(reference.path)
        } else {
            if reference.authority != nil {
                target.authority = reference.authority
                target.path = Self.removeDotSegments(reference.path)
                target.query = reference.query
            } else {
                if reference.path.isEmpty {
                    target.path = path
                    target.query = reference.query ?? query
                } else {
                    if reference.path.hasPrefix("/") {
                        target.path = Self.removeDotSegments(reference.path)
                    } else {
                        target.path = Self.removeDotSegments(merged(with: reference.path))
                    }
                    target.query = reference.query
                }
                target.authority = authority
            }
            target.scheme = scheme
        }
        target.fragment = reference.fragment
        return target
    }

    /// Resolves the text `reference` against the text `base`.
    static func resolve(_ reference: String, against base: String) -> String {
        URIReference(base).resolving(URIReference(reference)).string
    }

    private func merged(with relativePath: String) -> String {
        if authority != nil && path.isEmpty { return "/" + relativePath }
        guard let slash = path.lastIndex(of: "/") else { return relativePath }
        return String(path[...slash]) + relativePath
    }

    private static func removeDotSegments(_ input: String) -> String {
        guard input.contains(".") else { return input }
        var segments: [Substring] = []
        let parts = input.split(separator: "/", omittingEmptySubsequences: false)
        let absolute = input.hasPrefix("/")
        for (offset, part) in parts.enumerated() {
            if offset == 0 && absolute { continue }
            switch part {
            case ".":
                if offset == parts.count - 1 { segments.append("") }
            case "..":
                if !segments.isEmpty { segments.removeLast() }
                if offset == parts.count - 1 { segments.append("") }
            default:
                segments.append(part)
            }
        }
        return (absolute ? "/" : "") + segments.joined(separator: "/")
    }
}
