/// A compiled pattern's matcher for ASCII text, as plain data (see ``BoundedRegex/asciiMatcher``).
///
/// Text containing a non-ASCII byte must go through ``BoundedRegex/firstMatch(in:)`` instead.
package enum RegexASCIIMatcher: Sendable {
    /// The pattern is this literal (UTF-8): it matches where the text contains it.
    case literal([UInt8])
    /// The deterministic automaton: start in state 0; before each byte, stop with a match when
    /// `acceptsNow[state]`; step to `transitions[state * classCount + asciiClasses[byte]]` (negative: no
    /// match possible); at the end of the text, the answer is `acceptsAtEnd[state]`. A non-ASCII byte, or a
    /// final line feed when `hasEndAnchor`, needs the general path.
    case automaton(Automaton)

    /// The automaton's tables.
    package struct Automaton: Sendable {
        /// The class of each ASCII byte (128 entries).
        package var asciiClasses: [UInt8]
        /// How many classes there are: the width of a row of `transitions`.
        package var classCount: Int
        /// `state * classCount + class` → the next state, or a negative value when no match can follow.
        package var transitions: [Int32]
        /// Per state: a match has been found, whatever follows.
        package var acceptsNow: [Bool]
        /// Per state: a match holds if the text ends here.
        package var acceptsAtEnd: [Bool]
        /// The pattern uses `$`, which also holds before a final line feed: text ending in one must go
        /// through ``BoundedRegex/firstMatch(in:)``.
        package var hasEndAnchor: Bool
    }
}
