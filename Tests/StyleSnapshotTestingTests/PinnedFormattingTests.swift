import Foundation
import TableStyleKit
import Testing

@testable import StyleSnapshotTesting

/// Snapshots format dates and numbers with a pinned locale, time zone and calendar, so a reference recorded
/// on one machine matches on another. A format written with explicit settings stands in for each machine's own.
@Suite("Pinned formatting in snapshots")
struct PinnedFormattingTests {
    struct Payment: Identifiable {
        let id: Int
        let date: Date
        let share: Double
    }

    /// 2026-03-01 23:30 UTC: already 2 March in Tokyo, still 1 March in Los Angeles.
    static let payments = [Payment(id: 0, date: Date(timeIntervalSince1970: 1_772_407_800), share: 0.125)]

    /// A machine's date format: its locale and time zone (Gregorian calendar).
    static func machine(_ locale: String, _ zone: String) throws -> Date.FormatStyle {
        let timeZone = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return Date.FormatStyle(
            date: .abbreviated, time: .shortened, locale: Locale(identifier: locale), calendar: calendar,
            timeZone: timeZone)
    }

    static let tokyo = Result { try machine("de_DE", "Asia/Tokyo") }
    static let losAngeles = Result { try machine("fr_FR", "America/Los_Angeles") }

    static func table(_ format: Date.FormatStyle, share: FloatingPointFormatStyle<Double>.Percent) -> DataTable {
        DataTable(payments) {
            KeyPathColumn("Date", value: \.date, format: format)
            KeyPathColumn("Share", value: \.share, format: share)
        }
    }

    static func texts(_ table: DataTable) -> [String] { table.rows[0].cells.map(\.text) }

    @Test func theTwoMachinesDisagreeWithoutPinning() throws {
        let tokyo = Self.texts(Self.table(try Self.tokyo.get(), share: .percent.locale(Locale(identifier: "de_DE"))))
        let losAngeles = Self.texts(
            Self.table(try Self.losAngeles.get(), share: .percent.locale(Locale(identifier: "fr_FR"))))
        // The control for the tests below: without pinning, each machine writes its own text.
        #expect(tokyo[0] != losAngeles[0])
    }

    @Test func aReferenceRecordedOnOneMachineMatchesOnAnother() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let theme = try StyleSnapshotTheme.named("minimal").compile(appearance: .light)
        func verify(_ format: Date.FormatStyle, _ share: FloatingPointFormatStyle<Double>.Percent) -> String? {
            verifyStyleSnapshot(
                of: StyledTable(Self.table(format, share: share), theme: theme), as: .styleSnapshot,
                named: "payments", record: .missing, snapshotDirectory: root.url,
                environment: [SnapshotArtifacts.environmentVariable: root.url.path + "/artifacts"],
                testName: "pinned()")
        }
        let recorded = try #require(verify(try Self.tokyo.get(), .percent.locale(Locale(identifier: "de_DE"))))
        #expect(recorded.contains("No reference snapshot was found"))
        #expect(verify(try Self.losAngeles.get(), .percent.locale(Locale(identifier: "fr_FR"))) == nil)
        #expect(verify(.dateTime.year().month().day().hour().minute(), .percent) == nil)
        let reference = try #require(root.contents("pinned.payments.txt"))
        #expect(reference.contains("Mar 1, 2026"), "GMT and en_US_POSIX: \(reference)")
        #expect(reference.contains("12.5%"))
    }

    @Test func aTableBuiltInsideTheBlockIsPinnedToo() throws {
        let tokyo = try Self.tokyo.get()
        let pinned = withStyleSnapshotTesting { Self.texts(Self.table(tokyo, share: .percent)) }
        let expected = PinnedFormatting.snapshotDefault.applied(to: tokyo).format(Self.payments[0].date)
        #expect(pinned[0] == expected)
        #expect(Self.texts(Self.table(tokyo, share: .percent))[0] == tokyo.format(Self.payments[0].date))
        #expect(pinned[0] != tokyo.format(Self.payments[0].date))
    }

    @Test func aTestChoosesItsOwnFormatting() throws {
        let tokyo = try Self.tokyo.get()
        var calendar = Calendar(identifier: .gregorian)
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        calendar.timeZone = zone
        let german = PinnedFormatting(locale: Locale(identifier: "de_DE"), timeZone: zone, calendar: calendar)
        let losAngeles = try Self.losAngeles.get()
        let texts = withStyleSnapshotTesting(formatting: german) {
            Self.texts(Self.table(losAngeles, share: .percent.locale(Locale(identifier: "fr_FR"))))
        }
        #expect(texts[0] == tokyo.format(Self.payments[0].date))
        #expect(texts[1] == FloatingPointFormatStyle<Double>.Percent(locale: Locale(identifier: "de_DE")).format(0.125))
    }
}

// The `.styleSnapshots(formatting:)` trait exists from Swift 6.1 (it needs `TestScoping`).
#if compiler(>=6.1)
    extension PinnedFormattingTests {
        static let germanInGMT = PinnedFormatting(
            locale: Locale(identifier: "de_DE"), timeZone: .gmt, calendar: Calendar(identifier: .gregorian))

        @Test(.styleSnapshots(formatting: germanInGMT)) func theTraitPinsATableBuiltInTheTest() throws {
            let texts = Self.texts(Self.table(try Self.tokyo.get(), share: .percent))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .gmt
            let expected = Date.FormatStyle(
                date: .abbreviated, time: .shortened, locale: Locale(identifier: "de_DE"), calendar: calendar,
                timeZone: .gmt)
            #expect(texts[0] == expected.format(Self.payments[0].date))
        }
    }
#endif
