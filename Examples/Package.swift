// swift-tools-version: 6.0
import PackageDescription

// The README's Swift example, built and run by CI against the repository (without libyaml), so the
// README cannot drift from the library.
let package = Package(
    name: "Examples",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "TableStyleKit", path: "..")],
    targets: [
        .executableTarget(
            name: "ShortPath",
            dependencies: [.product(name: "TableStyleKitCore", package: "TableStyleKit")]
        ),
        // An app target with its own theme, compiled by the build plugin (which runs themecheck, built
        // for the host with libyaml); the app itself links no libyaml.
        .executableTarget(
            name: "CompiledTheme",
            dependencies: [.product(name: "TableStyleKitCore", package: "TableStyleKit")],
            plugins: [.plugin(name: "CompileThemes", package: "TableStyleKit")]
        ),
        // A live table over the app's own Identifiable rows: inserts, edits, selection and a new array by ID,
        // with the viewport kept in place; it exits non-zero when a change shows the wrong thing.
        .executableTarget(
            name: "LiveLedger",
            dependencies: [.product(name: "TableStyleKitCore", package: "TableStyleKit")]
        ),
        // A child theme and its parent beside it: .ci/run edits only the parent and checks that the child
        // is compiled again.
        .executableTarget(
            name: "ThemeFamily",
            dependencies: [.product(name: "TableStyleKitCore", package: "TableStyleKit")],
            plugins: [.plugin(name: "CompileThemes", package: "TableStyleKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
