/// The declared shape of a host-registered plugin predicate: its name and its arguments.
///
/// Hosts register declarations in a ``ThemeRegistry`` (with the implementation in the rule engine);
/// tools without the host's code, such as themecheck, read them from a plugin manifest file.
public struct PredicateDeclaration: Sendable, Hashable {
    /// The type an argument must have.
    public enum ArgumentType: String, Sendable, Hashable, CaseIterable {
        case string, number, integer, bool, stringList
    }

    /// One declared argument.
    public struct Parameter: Sendable, Hashable {
        /// The argument's key in `args`.
        public var name: String
        /// Its type.
        public var type: ArgumentType
        /// Whether a theme must give it.
        public var isRequired: Bool

        /// Creates a parameter.
        ///
        /// - Parameters:
        ///   - name: The key.
        ///   - type: The type.
        ///   - isRequired: Whether it must be given.
        public init(name: String, type: ArgumentType, isRequired: Bool = true) {
            self.name = name
            self.type = type
            self.isRequired = isRequired
        }
    }

    /// The predicate's name as themes write it in `custom:`.
    public var name: String
    /// Its parameters.
    public var parameters: [Parameter]

    /// Creates a declaration.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - parameters: The parameters.
    public init(name: String, parameters: [Parameter] = []) {
        self.name = name
        self.parameters = parameters
    }
}
