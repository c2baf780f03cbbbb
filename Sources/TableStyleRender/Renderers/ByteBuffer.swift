extension Array where Element == UInt8 {
    /// Appends a string's UTF-8 bytes in one copy (small strings too, which have no contiguous storage
    /// to borrow and would otherwise be appended byte by byte).
    ///
    /// - Parameter text: The text.
    @inlinable mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
