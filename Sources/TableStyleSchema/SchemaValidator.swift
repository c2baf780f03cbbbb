import TableStyleJSON

/// Validates instances against a ``JSONSchema`` and explains every failure.
///
/// Assertion keywords produce one ``SchemaError`` each; applicators (`anyOf`, `oneOf`, …) do not report
/// "matches none of" but pick the alternative the author most likely meant (the one whose type fits)
/// and report its problems, or name all allowed forms when none fits. `format`, `content*` and other
/// annotations never fail validation.
public struct SchemaValidator: Sendable {
    /// Settings for a validation run.
    public struct Options: Sendable, Hashable {
        /// How many schemas deep (through `$ref`s and applicators) evaluation may go before it stops
        /// with an error; this is what turns a reference loop into an error instead of a crash.
        public var maximumDepth: Int
        /// How messages name the instance's root (`` `table` is missing …`` for deeper nodes).
        public var rootName: String

        /// Creates options.
        ///
        /// - Parameters:
        ///   - maximumDepth: The evaluation depth limit (default 200).
        ///   - rootName: The root's name in messages (default "the document").
        public init(maximumDepth: Int = 200, rootName: String = "the document") {
            self.maximumDepth = maximumDepth
            self.rootName = rootName
        }
    }

    /// The schema instances are checked against.
    public var schema: JSONSchema
    /// The settings.
    public var options: Options

    /// Creates a validator.
    ///
    /// - Parameters:
    ///   - schema: The compiled schema.
    ///   - options: The settings.
    public init(schema: JSONSchema, options: Options = Options()) {
        self.schema = schema
        self.options = options
    }

    /// Checks `instance` against the schema.
    ///
    /// - Parameter instance: The value to check.
    /// - Returns: Every problem found, in evaluation order, each message once per node (the first schema
    ///   location wins); empty when the instance is valid.
    public func validate(_ instance: JSONValue) -> [SchemaError] {
        var evaluator = SchemaEvaluator(index: schema.index, options: options, assertions: schema.validationVocabulary)
        evaluator.annotates = schema.tracksAnnotations
        // Most documents are valid: decide that without building a single path or message.
        guard !evaluator.detector.evaluate(schema.root, instance, path: [], scope: .init()).isValid else { return [] }
        let outcome = evaluator.evaluate(schema.root, instance, path: [], scope: .init())
        // Two subschemas can fail the same way at the same node (`allOf` branches, a `$ref` reached twice);
        // the author needs to read that once.
        var seen = Set<DuplicateKey>()
        return outcome.errors.filter {
            seen.insert(DuplicateKey(path: $0.instancePath, keyword: $0.keyword, message: $0.message)).inserted
        }
    }

    /// Whether `instance` satisfies the schema.
    ///
    /// - Parameter instance: The value to check.
    /// - Returns: `true` when ``validate(_:)`` finds nothing.
    public func isValid(_ instance: JSONValue) -> Bool {
        validate(instance).isEmpty
    }

    private struct DuplicateKey: Hashable {
        var path: [SchemaError.PathComponent]
        var keyword: String
        var message: String
    }
}
