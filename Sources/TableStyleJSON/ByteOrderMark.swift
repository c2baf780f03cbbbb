/// The UTF-8 byte order mark (`EF BB BF`). The YAML, CSV and JSON readers skip it at the start of a file,
/// and positions in their errors are counted after it.
package enum ByteOrderMark {
    /// The mark's bytes.
    package static let utf8: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How many bytes a UTF-8 byte order mark takes at the start of `bytes`: 3 when there is one, else 0.
    ///
    /// - Parameter bytes: The start of a file.
    /// - Returns: The mark's length.
    package static func utf8Length(atStartOf bytes: some Collection<UInt8>) -> Int {
        bytes.starts(with: utf8) ? utf8.count : 0
    }
}
