// swift-tools-version: 6.0
import PackageDescription

// Dependencies flow one way:
// CYAML <- TableStyleYAML <- TableStyleTheme <- TableStyleEngine <- TableStyleRender <- ThemeCheckCore / StyleSnapshotTesting
// TableStyleDiagnostics (source locations, diagnostics and their rendering) sits below every layer that reports.
// TableStyleJSON (plain JSON values) and TableStyleSchema (JSON Schema validator) sit beside the YAML layer.
let package = Package(
    name: "TableStyleKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "TableStyleKit", targets: ["TableStyleKit"]),
        .library(name: "TableStyleDiagnostics", targets: ["TableStyleDiagnostics"]),
        .library(name: "TableStyleYAML", targets: ["TableStyleYAML"]),
        .library(name: "TableStyleSchema", targets: ["TableStyleSchema"]),
        .library(name: "TableStyleTheme", targets: ["TableStyleTheme"]),
        .library(name: "TableStyleEngine", targets: ["TableStyleEngine"]),
        .library(name: "TableStyleRender", targets: ["TableStyleRender"]),
        .library(name: "StyleSnapshotTesting", targets: ["StyleSnapshotTesting"]),
        .executable(name: "themecheck", targets: ["themecheck"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "TableStyleJSON", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "TableStyleDiagnostics"),
        .target(name: "TableStyleYAML", dependencies: ["CYAML", "TableStyleDiagnostics", "TableStyleJSON"]),
        .target(name: "TableStyleSchema", dependencies: ["TableStyleJSON"]),
        .executableTarget(name: "EmbedResourcesTool"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["EmbedResourcesTool"]),
        .target(
            name: "TableStyleTheme",
            dependencies: ["TableStyleDiagnostics", "TableStyleYAML", "TableStyleSchema", "TableStyleJSON"],
            plugins: ["EmbedResources"]
        ),
        .target(name: "TableStyleEngine", dependencies: ["TableStyleDiagnostics", "TableStyleTheme"]),
        .target(
            name: "TableStyleRender",
            dependencies: ["TableStyleDiagnostics", "TableStyleEngine", "TableStyleTheme", "TableStyleJSON"]
        ),
        .target(
            name: "TableStyleKit",
            dependencies: [
                "TableStyleDiagnostics", "TableStyleYAML", "TableStyleSchema", "TableStyleTheme", "TableStyleEngine",
                "TableStyleRender", "TableStyleJSON",
            ]
        ),
        .target(name: "StyleSnapshotTesting", dependencies: ["TableStyleKit"]),
        .target(name: "ThemeCheckCore", dependencies: ["TableStyleKit"]),
        .executableTarget(name: "themecheck", dependencies: ["ThemeCheckCore"]),
        .executableTarget(name: "Benchmarks", dependencies: ["TableStyleKit", "CYAML"], path: "Benchmarks"),

        .testTarget(name: "TableStyleDiagnosticsTests", dependencies: ["TableStyleDiagnostics", "TableStyleYAML"]),
        .testTarget(name: "TableStyleJSONTests", dependencies: ["TableStyleJSON"]),
        .testTarget(
            name: "TableStyleYAMLTests", dependencies: ["TableStyleYAML", "TableStyleDiagnostics", "TableStyleJSON"]),
        .testTarget(name: "TableStyleSchemaTests", dependencies: ["TableStyleSchema", "TableStyleJSON"]),
        .testTarget(
            name: "TableStyleThemeTests",
            dependencies: [
                "TableStyleTheme", "TableStyleDiagnostics", "TableStyleYAML", "TableStyleJSON", "TableStyleSchema",
            ]
        ),
        .testTarget(
            name: "TableStyleEngineTests",
            dependencies: ["TableStyleEngine", "TableStyleTheme", "TableStyleDiagnostics"]
        ),
        .testTarget(
            name: "TableStyleRenderTests",
            dependencies: ["TableStyleRender", "TableStyleEngine", "TableStyleDiagnostics"]
        ),
        .testTarget(name: "ThemeCheckTests", dependencies: ["ThemeCheckCore", "themecheck"], exclude: ["Fixtures"]),
        .testTarget(
            name: "StyleSnapshotTestingTests",
            dependencies: ["StyleSnapshotTesting", "TableStyleKit"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
