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
        /// How many failing values (a value that fails its subschema, an unknown key) one validation
        /// explains before it stops, like a compiler's error limit; `nil` explains every one.
        ///
        /// Past the limit no more items or keys are walked and no more messages or suggestions are built,
        /// so a million bad list items cost about as much as the limit; ``SchemaValidation/isComplete``
        /// says that it stopped.
        public var maximumExplainedFailures: Int?

        /// Creates options.
        ///
        /// - Parameters:
        ///   - maximumDepth: The evaluation depth limit (default 200).
        ///   - rootName: The root's name in messages (default "the document").
        ///   - maximumExplainedFailures: The failing values explained before stopping (default: no limit).
        public init(maximumDepth: Int = 200, rootName: String = "the document", maximumExplainedFailures: Int? = nil) {
            self.maximumDepth = maximumDepth
            self.rootName = rootName
            self.maximumExplainedFailures = maximumExplainedFailures
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
        validation(of: instance).errors
    }

    /// Checks `instance` against the schema, explaining at most ``Options/maximumExplainedFailures``
    /// failing values.
    ///
    /// - Parameter instance: The value to check.
    /// - Returns: The problems found (each message once per node, the first schema location winning) and
    ///   whether the explanation stopped at the limit before it met them all.
    public func validation(of instance: JSONValue) -> SchemaValidation {
        var evaluator = SchemaEvaluator(index: schema.index, options: options, assertions: schema.validationVocabulary)
        evaluator.annotates = schema.tracksAnnotations
        // Most documents are valid: decide that without building a single path or message.
        guard !evaluator.detector.evaluate(schema.root, instance, path: [], scope: .init()).isValid else {
            return SchemaValidation(errors: [])
        }
        let budget = options.maximumExplainedFailures.map(ExplanationBudget.init)
        evaluator.budget = budget
        let outcome = evaluator.evaluate(schema.root, instance, path: [], scope: .init())
        // Two subschemas can fail the same way at the same node (`allOf` branches, a `$ref` reached twice);
        // the author needs to read that once.
        var seen = Set<DuplicateKey>()
        let errors = outcome.errors.filter {
            seen.insert(DuplicateKey(path: $0.instancePath, keyword: $0.keyword, message: $0.message)).inserted
        }
        return SchemaValidation(errors: errors, isComplete: budget?.isExceeded != true)
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
