import Foundation
import TableStyleKit
import Testing

/// An app imports Foundation (and on Apple platforms SwiftUI) next to TableStyleKit: no name the umbrella
/// exports may make theirs ambiguous. This file compiles only while that holds.
@Suite("Importing TableStyleKit next to Foundation")
struct ImportCompatibilityTests {
    struct Transaction {
        var amount: Double
    }

    @Test func foundationPredicateStaysUsable() throws {
        // `Predicate<…>` written out resolves to Foundation's only while TableStyleKit exports no `Predicate`.
        let isLarge: Predicate<Transaction> = #Predicate<Transaction> { $0.amount > 1000 }
        #expect(try isLarge.evaluate(Transaction(amount: 1500)))
        #expect(try !isLarge.evaluate(Transaction(amount: 10)))
    }

    @Test func themePredicateIsNestedInTheme() {
        let when: Theme.Predicate = .value(ValueTest(conditions: [.kind(.negative)]))
        #expect(when == .value(ValueTest(conditions: [.kind(.negative)])))
    }
}
