/// Checks that bytes are UTF-8 and says where they are not.
package enum UTF8Validation {
    /// Whether `bytes` are well-formed UTF-8 (Unicode's table of well-formed byte sequences: no overlong
    /// forms, no surrogates, nothing above U+10FFFF), read in place without making a `String`.
    ///
    /// Runs of ASCII, the common case in data files, are checked sixteen or eight bytes at a time.
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = 0
        while index < count {
            while index + 16 <= count,
                (raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)) & 0x8080_8080_8080_8080 == 0
            {
                index += 16
            }
            while index + 8 <= count,
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            guard index < count else { return true }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The second byte's range depends on the lead; every later byte is 80…BF.
            var length = 2
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: break
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return false
            }
            guard count - index >= length, bytes[index + 1] >= low, bytes[index + 1] <= high else { return false }
            if length > 2, bytes[index + 2] & 0xC0 != 0x80 { return false }
            if length > 3, bytes[index + 3] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }

    /// Throws `data-encoding` at the line and column of the first byte that is not UTF-8.
    static func validate(_ bytes: [UInt8], file: String) throws(DataReadError) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: return
            case .error:
                throw DataReadError(
                    file: file, line: line, column: column, code: .dataEncoding,
                    message: "the file is not valid UTF-8")
            }
        }
    }
}
