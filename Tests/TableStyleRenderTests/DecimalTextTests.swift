import Foundation
import SeededRandom
import Testing

@testable import TableStyleRender

/// A `Decimal` cell's text is its `description` and its value the double nearest to that text, whether
/// the fast path (digits written directly) or the string round trip made it.
@Suite("Decimal cells")
struct DecimalTextTests {
    static func samples(count: Int) -> [Decimal] {
        var random = SplitMix(seed: 2675)
        return (0..<count).map { index in
            let integer = Int(random.next() % 20_000_001) - 10_000_000
            let exponent = Int(random.next() % 41) - 20
            switch index % 5 {
            case 0: return Decimal(integer) / 100
            case 1:
                return Decimal(
                    sign: integer < 0 ? .minus : .plus, exponent: exponent, significand: Decimal(abs(integer)))
            case 2: return Decimal(string: "\(integer).\(random.next() % 1000)") ?? 0
            case 3: return Decimal(integer) / 7
            default: return Decimal(Double(integer) / 1_000)
            }
        }
    }

    @Test func theFastPathWritesWhatTheRoundTripWrites() {
        var fast = 0
        for decimal in Self.samples(count: 20_000) {
            let text = decimal.description
            if let exact = decimal.exactTextAndNumber {
                fast += 1
                #expect(exact.text == text)
                #expect(exact.number.bitPattern == (Double(text) ?? .nan).bitPattern, "\(text)")
            }
            let cell = decimal.dataCell
            #expect(cell.text == text)
            #expect(cell.value == .double(Double(text) ?? .nan))
        }
        // Money-like decimals (cases 0 to 2 above) take the fast path.
        #expect(fast >= 12_000)
    }

    @Test func edgeCases() {
        for text in ["0", "-42.5", "0.001", "-0.0000000001", "1200", "1000000000000000000000", "9007199254740991"] {
            let decimal = Decimal(string: text) ?? .nan
            #expect(decimal.exactTextAndNumber?.text == decimal.description)
        }
        // Beyond 2⁵³ or ±22 the string round trip answers.
        #expect(Decimal(string: "123456789012345678901234567890.5")?.exactTextAndNumber == nil)
        #expect(Decimal(string: "1e-30")?.exactTextAndNumber == nil)
        #expect(Decimal.nan.exactTextAndNumber == nil)
    }
}
