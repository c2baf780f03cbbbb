import Foundation
import TableStyleJSON
import TableStyleSchema
import Testing

/// Runs the official JSON-Schema-Test-Suite (draft 2020-12, required tests) against the validator.
@Suite struct JSONSchemaTestSuiteTests {
    /// Groups (or whole files, with group `*`) skipped by design, with the reason printed in the summary.
    static let skips: [(file: String, group: String, reason: String)] = []

    static let suite = TestSupport.conformanceRoot.appendingPathComponent("json-schema-test-suite")
    static let testsFolder = suite.appendingPathComponent("tests/draft2020-12")

    /// Whether the suite data is checked out next to the package.
    static var suitePresent: Bool { FileManager.default.fileExists(atPath: testsFolder.path) }

    @Test(
        .enabled(
            if: JSONSchemaTestSuiteTests.suitePresent,
            "no JSON-Schema-Test-Suite data at ../shared/conformance/json-schema-test-suite next to the package"))
    func draft2020_12RequiredTests() throws {
        let suite = Self.suite
        let testsFolder = Self.testsFolder
        let registry = try Self.remotesRegistry(suite.appendingPathComponent("remotes"))
        let files = try FileManager.default.contentsOfDirectory(atPath: testsFolder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var passed = 0
        var total = 0
        var skipped = 0
        var failures: [String] = []
        var skipLines: [String] = []
        for file in files {
            let text = try String(contentsOf: testsFolder.appendingPathComponent(file), encoding: .utf8)
            let groups = try #require(try JSONParser().parse(text).arrayValue)
            let name = String(file.dropLast(5))
            for group in groups {
                let description = group["description"]?.stringValue ?? ""
                let tests = group["tests"]?.arrayValue ?? []
                total += tests.count
                if let skip = Self.skips.first(where: {
                    $0.file == name && ($0.group == "*" || $0.group == description)
                }) {
                    skipped += tests.count
                    let line = "  skipped \(name)" + (skip.group == "*" ? "" : " / \(description)") + ": \(skip.reason)"
                    if !skipLines.contains(line) { skipLines.append(line) }
                    continue
                }
                let schema: JSONSchema
                do {
                    schema = try JSONSchema(try #require(group["schema"]), registry: registry)
                } catch {
                    failures.append("\(name) / \(description): schema did not compile: \(error)")
                    continue
                }
                for test in tests {
                    let expected = test["valid"] == .bool(true)
                    let errors = schema.validate(test["data"] ?? .null)
                    if errors.isEmpty == expected {
                        passed += 1
                    } else {
                        let detail = errors.first.map { ": \($0)" } ?? ""
                        failures.append(
                            "\(name) / \(description) / \(test["description"]?.stringValue ?? ""): expected "
                                + (expected ? "valid" : "invalid") + detail)
                    }
                }
            }
        }
        print("JSON-Schema-Test-Suite draft2020-12: \(passed)/\(total) cases, \(skipped) skipped by design")
        if skipLines.isEmpty { print("  no file or group skipped") }
        for line in skipLines { print(line) }
        for failure in failures { print("  FAILED \(failure)") }
        #expect(failures.isEmpty, "\(failures.count) unexpected failures")
        #expect(total == 1299)
        #expect(Double(passed) >= 0.95 * Double(total))
    }

    /// Registers every file under `remotes/` at `http://localhost:1234/<relative path>`.
    static func remotesRegistry(_ remotes: URL) throws -> SchemaRegistry {
        var registry = SchemaRegistry()
        let enumerator = FileManager.default.enumerator(atPath: remotes.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".json") { paths.append(path) }
        }
        for path in paths.sorted() {
            let text = try String(contentsOf: remotes.appendingPathComponent(path), encoding: .utf8)
            registry = try registry.adding(document: try JSONParser().parse(text), at: "http://localhost:1234/" + path)
        }
        return registry
    }
}
