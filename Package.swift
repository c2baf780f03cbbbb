// swift-tools-version: 6.0
import PackageDescription

// Dependencies flow one way; each target lists exactly the modules its files import:
// CYAML, TableStyleJSON <- TableStyleYAML <- TableStyleTheme <- TableStyleEngine <- TableStyleRender
//     <- StyleSnapshotTesting, ThemeCheckCore <- themecheck
// TableStyleRegex (the bounded regex; no dependencies) <- TableStyleTheme, TableStyleEngine
// TableStyleSchema (JSON Schema validator, on TableStyleJSON) <- ThemeCheckCore
// TableStyleKit re-exports the JSON, YAML, Schema, Regex, Theme, Engine and Render modules.
let package = Package(
    name: "TableStyleKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "TableStyleKit", targets: ["TableStyleKit"]),
        .library(name: "TableStyleYAML", targets: ["TableStyleYAML"]),
        .library(name: "TableStyleSchema", targets: ["TableStyleSchema"]),
        .library(name: "TableStyleRegex", targets: ["TableStyleRegex"]),
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
        .target(name: "TableStyleYAML", dependencies: ["CYAML", "TableStyleJSON"]),
        .target(name: "TableStyleSchema", dependencies: ["TableStyleJSON"]),
        .target(name: "TableStyleRegex"),
        .executableTarget(name: "EmbedResourcesTool"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["EmbedResourcesTool"]),
        .target(
            name: "TableStyleTheme",
            dependencies: ["TableStyleYAML", "TableStyleJSON", "TableStyleRegex", "TableStyleSchema"],
            plugins: ["EmbedResources"]
        ),
        .target(
            name: "TableStyleEngine",
            dependencies: ["TableStyleTheme", "TableStyleRegex", "TableStyleYAML", "TableStyleJSON"]
        ),
        .target(
            name: "TableStyleRender",
            dependencies: ["TableStyleEngine", "TableStyleTheme", "TableStyleYAML", "TableStyleJSON"]
        ),
        .target(
            name: "TableStyleKit",
            dependencies: [
                "TableStyleYAML", "TableStyleSchema", "TableStyleRegex", "TableStyleTheme", "TableStyleEngine",
                "TableStyleRender", "TableStyleJSON",
            ]
        ),
        .target(
            name: "StyleSnapshotTesting",
            dependencies: [
                "TableStyleRender", "TableStyleEngine", "TableStyleTheme", "TableStyleYAML", "TableStyleJSON",
            ]
        ),
        .target(
            name: "ThemeCheckCore",
            dependencies: [
                "TableStyleRender", "TableStyleEngine", "TableStyleTheme", "TableStyleSchema", "TableStyleYAML",
                "TableStyleJSON",
            ]
        ),
        .executableTarget(name: "themecheck", dependencies: ["ThemeCheckCore"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "TableStyleRender", "TableStyleEngine", "TableStyleTheme", "TableStyleSchema", "TableStyleYAML",
                "TableStyleJSON", "CYAML",
            ],
            path: "Benchmarks"
        ),

        .testTarget(name: "TableStyleJSONTests", dependencies: ["TableStyleJSON"]),
        .testTarget(name: "TableStyleYAMLTests", dependencies: ["TableStyleYAML", "TableStyleJSON"]),
        .testTarget(name: "TableStyleSchemaTests", dependencies: ["TableStyleSchema", "TableStyleJSON"]),
        .testTarget(
            name: "TableStyleThemeTests",
            dependencies: ["TableStyleTheme", "TableStyleYAML", "TableStyleJSON", "TableStyleSchema"]
        ),
        .testTarget(name: "TableStyleRegexTests", dependencies: ["TableStyleRegex"]),
        .testTarget(
            name: "TableStyleEngineTests",
            dependencies: [
                "TableStyleEngine", "TableStyleTheme", "TableStyleRegex", "TableStyleYAML", "TableStyleJSON",
            ]
        ),
        .testTarget(
            name: "TableStyleRenderTests",
            dependencies: [
                "TableStyleRender", "TableStyleEngine", "TableStyleTheme", "TableStyleYAML", "TableStyleJSON",
            ]
        ),
        .testTarget(
            name: "ThemeCheckTests",
            // `themecheck` is not imported: the tests run the built executable.
            dependencies: ["ThemeCheckCore", "themecheck", "TableStyleTheme", "TableStyleYAML"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "TableStyleKitTests", dependencies: ["TableStyleKit"]),
        .testTarget(
            name: "StyleSnapshotTestingTests",
            dependencies: ["StyleSnapshotTesting", "TableStyleKit"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
