import Foundation
import TableStyleDiagnostics

/// Parses YAML text into documents of ``YAMLNode``s that keep their source positions.
///
/// Built on libyaml's event API; the tree is assembled with an explicit stack, so no input can
/// overflow the call stack. Aliases are expanded within ``YAMLLimits/maximumAliasExpansion``,
/// merge keys (`<<`) are applied when ``Options/mergeKeys`` is on, duplicate keys are errors, and
/// plain scalars are resolved by the YAML 1.2 core schema (`yes`/`no`/`on`/`off` stay strings).
///
/// An input of 64 KB or more, on a machine with more than one processor, is parsed on two threads:
/// libyaml reads on one while the tree is built from its events on the other. The trees and errors are
/// the same as on one thread; only the time differs. Theme files are smaller and are parsed on the
/// calling thread alone.
///
/// ```swift
/// let documents = try YAMLParser().parse("cell: {color: red}", file: "theme.yaml")
/// ```
public struct YAMLParser: Sendable {
    /// Behaviour switches beyond the resource limits.
    public struct Options: Sendable, Hashable {
        /// Whether `<<` keys merge mappings into their parent (default `true`). When off, `<<` is an
        /// ordinary key, as in the YAML 1.2 core schema.
        public var mergeKeys: Bool
        /// Whether a key written twice in one mapping is a `duplicate-key` error (default `true`).
        /// When off, the later pair is kept in the node and wins in ``YAMLNode/jsonValue``; only
        /// syntax-level tools such as conformance runs should turn it off.
        public var rejectDuplicateKeys: Bool

        /// Creates options.
        ///
        /// - Parameters:
        ///   - mergeKeys: Whether `<<` merge keys are applied.
        ///   - rejectDuplicateKeys: Whether duplicate keys are errors.
        public init(mergeKeys: Bool = true, rejectDuplicateKeys: Bool = true) {
            self.mergeKeys = mergeKeys
            self.rejectDuplicateKeys = rejectDuplicateKeys
        }

        /// Merge keys on, duplicate keys rejected.
        public static let `default` = Options()
    }

    /// The resource limits in force.
    public var limits: YAMLLimits
    /// The behaviour switches in force.
    public var options: Options

    /// Creates a parser.
    ///
    /// - Parameters:
    ///   - limits: Resource limits (defaults are safe for untrusted input).
    ///   - options: Behaviour switches (merge keys on by default).
    public init(limits: YAMLLimits = .default, options: Options = .default) {
        self.limits = limits
        self.options = options
    }

    /// Parses a YAML stream held in a string.
    ///
    /// - Parameters:
    ///   - text: The YAML text.
    ///   - file: The name used in error positions.
    /// - Returns: One root node per document (an empty stream gives none).
    /// - Throws: ``YAMLError`` with code `yaml-syntax`, `duplicate-key` or `limit`.
    public func parse(_ text: String, file: String = "<input>") throws(YAMLError) -> [YAMLNode] {
        let result: Result<[YAMLNode], YAMLError>? = text.utf8.withContiguousStorageIfAvailable { buffer in
            Result { () throws(YAMLError) in try parse(buffer: buffer, file: file) }
        }
        if let result { return try result.get() }
        return try parse(bytes: Array(text.utf8), file: file)
    }

    /// Parses a YAML stream held as UTF-8 bytes (invalid UTF-8 is reported, never trusted).
    ///
    /// - Parameters:
    ///   - bytes: The raw bytes.
    ///   - file: The name used in error positions.
    /// - Returns: One root node per document.
    /// - Throws: ``YAMLError`` with code `yaml-syntax`, `duplicate-key` or `limit`.
    public func parse(bytes: [UInt8], file: String) throws(YAMLError) -> [YAMLNode] {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(YAMLError) in try parse(buffer: buffer, file: file) }
        }
        return try result.get()
    }

    /// Reads and parses a YAML file.
    ///
    /// - Parameter path: The file's path; also the name used in error positions.
    /// - Returns: One root node per document.
    /// - Throws: ``YAMLError`` with code `io` (at 1:1) when the file cannot be read, or a parse error.
    public func parse(contentsOf path: String) throws(YAMLError) -> [YAMLNode] {
        let start = SourcePosition(line: 1, column: 1)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw YAMLError(code: .io, message: "cannot read the file: no such file", file: path, mark: start)
        }
        guard !isDirectory.boolValue else {
            throw YAMLError(code: .io, message: "cannot read the file: it is a directory", file: path, mark: start)
        }
        let attributes = (try? manager.attributesOfItem(atPath: path)) ?? [:]
        // Devices and pipes have no size to check and may never end: only regular files are read.
        if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
            throw YAMLError(code: .io, message: "cannot read the file: not a regular file", file: path, mark: start)
        }
        if let size = attributes[.size] as? NSNumber, size.intValue > limits.maximumInputBytes {
            throw sizeError(size.intValue, file: path)
        }
        guard let data = manager.contents(atPath: path) else {
            throw YAMLError(
                code: .io, message: "cannot read the file: permission denied or I/O error", file: path, mark: start)
        }
        return try parse(bytes: [UInt8](data), file: path)
    }

    private func sizeError(_ size: Int, file: String) -> YAMLError {
        YAMLError(
            code: .limit,
            message: "the input is \(size) bytes, over the limit of \(limits.maximumInputBytes) bytes",
            file: file,
            mark: SourcePosition(line: 1, column: 1)
        )
    }

    private func parse(buffer: UnsafeBufferPointer<UInt8>, file: String) throws(YAMLError) -> [YAMLNode] {
        guard buffer.count <= limits.maximumInputBytes else { throw sizeError(buffer.count, file: file) }
        let reader = LibYAMLEventReader(bytes: buffer, file: file)
        var builder = YAMLTreeBuilder(limits: limits, options: options, file: file)
        if YAMLEventPipeline.isWorthwhile(inputBytes: buffer.count) {
            try YAMLEventPipeline.run(reader, into: &builder)
        } else {
            try reader.run(into: &builder)
        }
        return builder.documents
    }
}
