extension Diagnostic {
    /// A diagnostic's stable category; ``rawValue`` is the code printed in `[brackets]` and in JSON.
    ///
    /// Codes are typed constants so a misspelt code does not compile. Each layer's codes are static
    /// constants in an extension: the theme codes below, the data-file codes next to the data readers.
    /// Scripts and CI match on the printed strings, so a code's raw value never changes.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The printed code, such as `duplicate-key`.
        public var rawValue: String

        /// Creates a code from its printed form.
        ///
        /// - Parameter rawValue: The printed code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a code from its printed form.
        ///
        /// - Parameter rawValue: The printed code.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The printed code.
        public var description: String { rawValue }
    }
}

extension Diagnostic.Code {
    /// The text is not well-formed YAML (including invalid UTF-8 and bad explicit tags).
    public static let yamlSyntax = Self("yaml-syntax")
    /// A mapping states the same key twice; the diagnostic points at the second one.
    public static let duplicateKey = Self("duplicate-key")
    /// A resource limit was exceeded (input size, nesting depth, alias expansion).
    public static let limit = Self("limit")
    /// The file could not be read.
    public static let io = Self("io")
    /// The `format` version is missing or not supported.
    public static let version = Self("version")
    /// A structural violation of the theme schema: unknown key, wrong type, value out of range.
    public static let schema = Self("schema")
    /// A color that does not parse.
    public static let color = Self("color")
    /// A `$name` reference to a palette entry that does not exist (or a palette cycle).
    public static let paletteRef = Self("palette-ref")
    /// `extends` names an unknown parent, a parent with errors, or forms a cycle.
    public static let extends = Self("extends")
    /// A regular expression that does not compile.
    public static let regex = Self("regex")
    /// A custom (plugin) predicate that is not declared, or used with the wrong arguments.
    public static let predicate = Self("predicate")
    /// Two rules share a name.
    public static let duplicateRule = Self("duplicate-rule")
    /// Warning: text and background below WCAG 4.5:1 in a reachable combination.
    public static let contrast = Self("contrast")
    /// Warning: a rule that can never change any resolved style.
    public static let noEffect = Self("no-effect")
}
