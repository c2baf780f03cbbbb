import Testing

@testable import TableStyleYAML

@Suite struct ScalarCacheTests {
    private func key(_ bytes: [UInt8], isPlain: Bool = true) -> ScalarCache.Key? {
        bytes.withUnsafeBufferPointer { ScalarCache.Key($0, isPlain: isPlain) }
    }

    @Test func keysTellEveryShortTextApart() throws {
        for length in 1...15 {
            let bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0) }
            let original = try #require(key(bytes))
            #expect(key(bytes) == original)
            #expect(key(bytes, isPlain: false) != original)
            // Any one byte changed, or one byte more or fewer, is another key.
            for position in 0..<length {
                var changed = bytes
                changed[position] ^= 0x01
                #expect(key(changed) != original, "length \(length), byte \(position)")
            }
            if length < 15 { #expect(key(bytes + [0]) != original) }
            if length > 1 { #expect(key(Array(bytes.dropLast())) != original) }
        }
        #expect(key([]) == nil)
        #expect(key(Array(repeating: 0x61, count: 16)) == nil)
    }

    @Test func cachedScalarsKeepTheirOwnStyleAndValue() throws {
        let text = """
            a: 12
            b: '12'
            c: 12
            d: "true"
            e: true
            f: abcdefghijklmno
            g: abcdefghijklmnp
            h: "12"
            """
        let root = try #require(try YAMLParser().parse(text).first)
        let values = root.mapping?.map { $0.value.scalar?.value }
        #expect(
            values == [
                .int(12), .string("12"), .int(12), .string("true"), .bool(true), .string("abcdefghijklmno"),
                .string("abcdefghijklmnp"), .string("12"),
            ])
        #expect(
            root.mapping?.map { $0.value.scalar?.style } == [
                .plain, .singleQuoted, .plain, .doubleQuoted, .plain, .plain, .plain, .doubleQuoted,
            ])
    }
}
