import TableStyleRegex
import TableStyleTheme

/// Flat copies of a bound theme's text tests (expected strings as UTF-8, regexes as byte automata) so
/// the hot path tests a cell's text over its bytes with no reference counting.
///
/// Comparisons are the kernel's byte form (``TextTestKind``). Where bytes are
/// not enough — a regex automaton reaching a non-ASCII byte, or `ignoreCase` on text that is not all
/// ASCII (`lowercased()` may change its length) — the answer is `nil` and the caller takes the general
/// path; on ASCII text, bytes, Unicode scalars and `lowercased()` all agree.
@usableFromInline
struct ByteTextTests: @unchecked Sendable {  // read-only buffers, owned and freed by ResolverTables
    /// One expected string: its bytes in `bytes`.
    @usableFromInline
    struct Span: Sendable {
        @usableFromInline var start: Int32
        @usableFromInline var count: Int32
    }

    /// One regex: a literal (bytes in `bytes`), an automaton (tables in `bytes` and `transitions`), or
    /// neither (the Pike VM; always the general path).
    @usableFromInline
    struct Machine: Sendable {
        /// How the regex runs over bytes.
        @usableFromInline
        enum Kind: UInt8, Sendable {
            /// No byte form: always the general path.
            case general
            /// A literal substring.
            case literal
            /// A byte automaton.
            case automaton
        }

        @usableFromInline var kind = Kind.general
        /// literal: its bytes; automaton: 256 bytes, each byte's class plus one (its offset in a row).
        @usableFromInline var start: Int32 = 0
        /// literal: how many bytes.
        @usableFromInline var count: Int32 = 0
        /// automaton: where its rows start in `transitions` (see ``ByteTextTests/automatonRows(_:)``).
        @usableFromInline var transitionStart: Int32 = 0
        /// automaton: the start state already has a match, whatever the text.
        @usableFromInline var acceptsAtStart = false
        /// The pattern uses `$`: text ending in a line feed takes the general path.
        @usableFromInline var hasEndAnchor = false
    }

    /// Where a step of an automaton leads, when not to another state (whose row offset is not negative).
    @usableFromInline
    enum Step {
        /// No match can follow.
        @usableFromInline static let fails: Int32 = -1
        /// A byte outside ASCII: bytes no longer decide.
        @usableFromInline static let undecided: Int32 = -2
        /// A match has been found, whatever follows.
        @usableFromInline static let matches: Int32 = -3
    }

    @usableFromInline let bytes: UnsafeMutablePointer<UInt8>
    @usableFromInline let spans: UnsafeMutablePointer<Span>
    @usableFromInline let machines: UnsafeMutablePointer<Machine>
    @usableFromInline let transitions: UnsafeMutablePointer<Int32>

    init(strings: [String], regexes: [BoundedRegex]) {
        var pool: [UInt8] = []
        var spans: [Span] = []
        for string in strings {
            spans.append(Span(start: Int32(pool.count), count: Int32(string.utf8.count)))
            pool += string.utf8
        }
        var machines: [Machine] = []
        var transitions: [Int32] = []
        for regex in regexes {
            var machine = Machine()
            switch regex.asciiMatcher {
            case .literal(let literal):
                machine.kind = .literal
                machine.start = Int32(pool.count)
                machine.count = Int32(literal.count)
                pool += literal
            case .automaton(let automaton):
                machine.kind = .automaton
                machine.start = Int32(pool.count)
                machine.transitionStart = Int32(transitions.count)
                machine.acceptsAtStart = automaton.acceptsNow.first ?? false
                machine.hasEndAnchor = automaton.hasEndAnchor
                // Bytes from 128 up are the last class (`RegexAutomaton`), which `automatonRows` makes undecided.
                pool += (0..<256).map { byte in
                    1
                        &+ (byte < 128
                            ? automaton.asciiClasses[byte] : UInt8(truncatingIfNeeded: automaton.classCount - 1))
                }
                transitions += Self.automatonRows(automaton)
            case nil:
                break
            }
            machines.append(machine)
        }
        bytes = ResolverTables.copy(pool)
        self.spans = ResolverTables.copy(spans)
        self.machines = ResolverTables.copy(machines)
        self.transitions = ResolverTables.copy(transitions)
    }

    /// An automaton's steps, one row of `1 + classCount` words per state: first whether a match holds if the
    /// text ends there, then per class the offset of the next state's row, or a ``Step`` — `matches` when
    /// that state has a match whatever follows (the matcher's "stop before the next byte"), `undecided`
    /// on the class of the bytes from 128 up, `fails` when no match can follow. Row offsets are relative to
    /// the first row; state 0's row is the first.
    static func automatonRows(_ automaton: RegexASCIIMatcher.Automaton) -> [Int32] {
        let classCount = automaton.classCount
        let width = 1 + classCount
        var rows: [Int32] = []
        rows.reserveCapacity(automaton.acceptsAtEnd.count * width)
        for state in automaton.acceptsAtEnd.indices {
            rows.append(automaton.acceptsAtEnd[state] ? 1 : 0)
            for klass in 0..<classCount {
                let target = Int(automaton.transitions[state * classCount + klass])
                if klass == classCount - 1 {
                    rows.append(Step.undecided)
                } else if target < 0 {
                    rows.append(Step.fails)
                } else if automaton.acceptsNow[target] {
                    rows.append(Step.matches)
                } else {
                    rows.append(Int32(target * width))
                }
            }
        }
        return rows
    }

    /// Frees the tables; the owner calls this once, in its `deinit`.
    func deallocate() {
        bytes.deallocate()
        spans.deallocate()
        machines.deallocate()
        transitions.deallocate()
    }

    /// A `text` node's answer for ASCII text, or `nil` when the text is not all ASCII (or the regex needs
    /// the Pike VM). Compares with the kernel's byte form (``TextTestKind/holds(_:expected:count:foldingASCII:)``).
    /// The hot path calls it through ``ResolverTables/byteTextHolds(test:index:ignoreCase:text:)``, which
    /// keeps it out of line with the tables in one register.
    ///
    /// - Parameters:
    ///   - rawTest: The ``TextTestKind``'s raw value. A byte, not the enum: with the enum in the signature,
    ///     inlined callers retained the cell's string around this call (measured: +12% instructions on
    ///     whole rows).
    ///   - index: The string (`equals` … `suffix`) or regex (`matches`).
    ///   - ignoreCase: Whether to compare with the text's letters lowercased (the expected string is
    ///     already folded, and regexes fold case themselves).
    ///   - text: The text's UTF-8 bytes.
    @inlinable @inline(__always)
    func holds(test rawTest: UInt8, index: Int, ignoreCase: Bool, text: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Every byte comes from a `TextTestKind`; `matches` (the last case) stands for any other.
        let test = TextTestKind(rawValue: rawTest) ?? .matches
        if case .matches = test {
            let machine = machines[index]
            switch machine.kind {
            case .literal:
                return TextTestKind.contains.holds(
                    text, expected: bytes + Int(machine.start), count: Int(machine.count), foldingASCII: false)
            case .automaton: return Self.run(machine, classes: bytes + Int(machine.start), rows: transitions, text)
            case .general: return nil
            }
        }
        let span = spans[index]
        if ignoreCase && !Self.isASCII(text) { return nil }
        return test.holds(text, expected: bytes + Int(span.start), count: Int(span.count), foldingASCII: ignoreCase)
    }

    @inlinable
    static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for byte in text { any |= byte }
        return any < 0x80
    }

    /// Runs an automaton (rows from ``automatonRows(_:)``) over the text: one table step per byte.
    @inlinable @inline(__always)
    static func run(
        _ machine: Machine, classes: UnsafeMutablePointer<UInt8>, rows: UnsafeMutablePointer<Int32>,
        _ text: UnsafeBufferPointer<UInt8>
    ) -> Bool? {
        if machine.hasEndAnchor && text.last == 10 { return nil }
        if machine.acceptsAtStart { return true }
        let rows = rows + Int(machine.transitionStart)
        var row = 0
        // Stopping early is exact: up to here the bytes were the text's scalars.
        for byte in text {
            let step = rows[row &+ Int(classes[Int(byte)])]
            if step < 0 {
                // One branch to leave the loop; which end it is comes as data (matching or failing varies
                // from cell to cell, and a second branch on it was mispredicted).
                return step == Step.undecided ? nil : step == Step.matches
            }
            row = Int(step)
        }
        return rows[row] != 0
    }
}
