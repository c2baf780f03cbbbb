// swift-tools-version: 6.0
import PackageDescription

// Dependencies flow one way; each target lists exactly the modules its files import:
// TableStyleDiagnostics (positions, diagnostics, their rendering) sits below every layer that reports.
// TableStyleJSON <- TableStyleYAMLNodes (the node model, no C) <- TableStyleTheme <- TableStyleEngine
//     <- TableStyleRender <- TableStyleKitCore (the umbrella without libyaml, for iOS and friends)
// CYAML, TableStyleYAMLNodes, TableStyleTheme <- TableStyleYAML (libyaml, and the YAML defaults of the registry)
// TableStyleKitCore, TableStyleYAML <- TableStyleKit, StyleSnapshotTesting, TableStyleUI, ThemeCheckCore
//     <- themecheck
// TableStyleRegex (the bounded regex; no dependencies) <- TableStyleTheme, TableStyleEngine
// TableStyleSchema (JSON Schema validator, on TableStyleJSON) <- ThemeCheckCore
// The theme reader, the engine and the renderer never import libyaml: the theme reader works on nodes
// that the YAML parser or a compiled theme (themecheck compile, the CompileThemes plugin) supplies.
// TableStyleKit re-exports what an app styles tables with: Diagnostics, Theme, Engine, Render and YAML.
let package = Package(
    name: "TableStyleKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "TableStyleKit", targets: ["TableStyleKit"]),
        // Everything but YAML (no libyaml): themes load compiled; for iOS, tvOS, watchOS and visionOS apps.
        .library(name: "TableStyleKitCore", targets: ["TableStyleKitCore"]),
        .library(name: "TableStyleDiagnostics", targets: ["TableStyleDiagnostics"]),
        .library(name: "TableStyleYAMLNodes", targets: ["TableStyleYAMLNodes"]),
        .library(name: "TableStyleYAML", targets: ["TableStyleYAML"]),
        .library(name: "TableStyleSchema", targets: ["TableStyleSchema"]),
        .library(name: "TableStyleRegex", targets: ["TableStyleRegex"]),
        .library(name: "TableStyleTheme", targets: ["TableStyleTheme"]),
        .library(name: "TableStyleEngine", targets: ["TableStyleEngine"]),
        .library(name: "TableStyleRender", targets: ["TableStyleRender"]),
        .library(name: "StyleSnapshotTesting", targets: ["StyleSnapshotTesting"]),
        .library(name: "TableStyleUI", targets: ["TableStyleUI"]),
        // themecheck's commands as functions (`ThemeCheck.run`): a product so Fuzz/ (its own package, which
        // can depend on products only) can fuzz the argument parser in-process.
        .library(name: "ThemeCheckCore", targets: ["ThemeCheckCore"]),
        .executable(name: "themecheck", targets: ["themecheck"]),
        .plugin(name: "CompileThemes", targets: ["CompileThemes"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "TableStyleJSON", dependencies: ["TableStyleDiagnostics"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "TableStyleDiagnostics"),
        .target(name: "TableStyleYAMLNodes", dependencies: ["TableStyleDiagnostics", "TableStyleJSON"]),
        .target(
            name: "TableStyleYAML",
            dependencies: [
                "CYAML", "TableStyleDiagnostics", "TableStyleJSON", "TableStyleYAMLNodes", "TableStyleTheme",
            ]
        ),
        .target(name: "TableStyleSchema", dependencies: ["TableStyleDiagnostics", "TableStyleJSON"]),
        .target(name: "TableStyleRegex"),
        // Regenerates TableStyleTheme's checked-in EmbeddedResources.swift (`swift run EmbedResourcesTool`).
        .executableTarget(name: "EmbedResourcesTool"),
        .target(
            name: "TableStyleTheme",
            dependencies: [
                "TableStyleDiagnostics", "TableStyleYAMLNodes", "TableStyleJSON", "TableStyleRegex",
            ]
        ),
        .target(
            name: "TableStyleEngine",
            dependencies: ["TableStyleDiagnostics", "TableStyleTheme", "TableStyleRegex", "TableStyleJSON"]
        ),
        .target(
            name: "TableStyleRender",
            dependencies: ["TableStyleDiagnostics", "TableStyleEngine", "TableStyleTheme", "TableStyleJSON"]
        ),
        .target(
            name: "TableStyleKitCore",
            dependencies: ["TableStyleDiagnostics", "TableStyleTheme", "TableStyleEngine", "TableStyleRender"]
        ),
        // The platform-neutral mapping to UI terms; its SwiftUI, UIKit and AppKit files compile only where
        // those frameworks exist (`#if canImport`).
        .target(name: "TableStyleUI", dependencies: ["TableStyleEngine", "TableStyleRender", "TableStyleTheme"]),
        .target(
            name: "TableStyleKit",
            dependencies: [
                "TableStyleDiagnostics", "TableStyleTheme", "TableStyleEngine", "TableStyleRender", "TableStyleKitCore",
                // YAML where libyaml can be installed; Apple device platforms get the compiled-theme path only.
                .target(name: "TableStyleYAML", condition: .when(platforms: [.linux, .macOS, .windows])),
            ]
        ),
        .target(
            name: "StyleSnapshotTesting",
            dependencies: [
                "TableStyleDiagnostics", "TableStyleRender", "TableStyleEngine", "TableStyleTheme", "TableStyleJSON",
                "TableStyleYAML",
            ]
        ),
        .target(
            name: "ThemeCheckCore",
            dependencies: [
                "TableStyleDiagnostics", "TableStyleRender", "TableStyleEngine", "TableStyleTheme", "TableStyleSchema",
                "TableStyleYAML", "TableStyleJSON", "TableStyleRegex",
            ]
        ),
        .executableTarget(name: "themecheck", dependencies: ["ThemeCheckCore"]),
        .plugin(name: "CompileThemes", capability: .buildTool(), dependencies: ["themecheck"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "TableStyleDiagnostics", "TableStyleRender", "TableStyleEngine", "TableStyleTheme", "TableStyleSchema",
                "TableStyleYAML", "TableStyleJSON", "CYAML", "SeededRandom",
            ],
            path: "Benchmarks",
            // The peer comparison is a shell and Python script, run by hand.
            exclude: ["peers"]
        ),

        .testTarget(name: "TableStyleJSONTests", dependencies: ["TableStyleJSON"]),
        .testTarget(
            name: "TableStyleDiagnosticsTests", dependencies: ["TableStyleDiagnostics", "TableStyleYAML"]),
        .testTarget(
            name: "TableStyleYAMLTests", dependencies: ["TableStyleYAML", "TableStyleDiagnostics", "TableStyleJSON"]),
        .testTarget(name: "TableStyleSchemaTests", dependencies: ["TableStyleSchema", "TableStyleJSON"]),
        .testTarget(
            name: "TableStyleThemeTests",
            // ThemeCheckCore: the bundled-schema test locates schema errors the way themecheck does.
            dependencies: [
                "TableStyleTheme", "TableStyleDiagnostics", "TableStyleYAML", "TableStyleJSON", "TableStyleSchema",
                "ThemeCheckCore",
            ]
        ),
        .testTarget(name: "TableStyleRegexTests", dependencies: ["TableStyleRegex"]),
        .testTarget(
            name: "TableStyleEngineTests",
            dependencies: [
                "TableStyleEngine", "TableStyleTheme", "TableStyleDiagnostics", "TableStyleRegex", "TableStyleYAML",
                "TableStyleJSON", "SeededRandom",
            ]
        ),
        .testTarget(
            name: "TableStyleRenderTests",
            dependencies: [
                "TableStyleRender", "TableStyleEngine", "TableStyleTheme", "TableStyleDiagnostics", "TableStyleYAML",
                "TableStyleJSON", "SeededRandom",
            ]
        ),
        .testTarget(
            name: "ThemeCheckTests",
            // `themecheck` is not imported: the tests run the built executable.
            dependencies: [
                "ThemeCheckCore", "themecheck", "TableStyleDiagnostics", "TableStyleEngine", "TableStyleTheme",
                "TableStyleYAML",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "TableStyleKitTests", dependencies: ["TableStyleKit"]),
        .testTarget(
            name: "TableStyleUITests",
            dependencies: [
                "TableStyleUI", "TableStyleEngine", "TableStyleRender", "TableStyleTheme", "TableStyleDiagnostics",
            ]
        ),
        // The seeded generator the tests and benchmarks share.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        // Stand-ins with swift-snapshot-testing's public names: the coexistence tests import them beside
        // StyleSnapshotTesting, so a name both define would not compile.
        .target(name: "SnapshotTestingStandIn", path: "Tests/SnapshotTestingStandIn"),
        .testTarget(
            name: "StyleSnapshotCoexistenceTests",
            dependencies: ["StyleSnapshotTesting", "SnapshotTestingStandIn", "TableStyleRender"]
        ),
        .testTarget(
            name: "StyleSnapshotTestingTests",
            dependencies: ["StyleSnapshotTesting", "TableStyleKit", "SeededRandom"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
