// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for TableStyleKit: one executable per input the library reads, each defining
// `LLVMFuzzerTestOneInput` and a `main.swift` that hands it to libFuzzer's driver. This package is
// separate so the root package never builds with the sanitizers. The library modules get ASan and
// coverage instrumentation from the command line (`run.sh`); only these executables link libFuzzer
// (compiling `main.swift` with `-sanitize=fuzzer` would turn its top-level code into a second
// `LLVMFuzzerTestOneInput`).
let fuzzerLinking: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "TableStyleKitFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "TableStyleKit", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "TableStyleTheme", package: "TableStyleKit"),
                .product(name: "TableStyleEngine", package: "TableStyleKit"),
                .product(name: "TableStyleRender", package: "TableStyleKit"),
            ]
        ),
        .executableTarget(
            name: "FuzzThemeLoad",
            dependencies: [
                "FuzzDriver",
                .product(name: "TableStyleTheme", package: "TableStyleKit"),
                .product(name: "TableStyleEngine", package: "TableStyleKit"),
                .product(name: "TableStyleYAML", package: "TableStyleKit"),
            ],
            linkerSettings: fuzzerLinking
        ),
        .executableTarget(
            name: "FuzzRegex",
            dependencies: ["FuzzDriver", .product(name: "TableStyleRegex", package: "TableStyleKit")],
            linkerSettings: fuzzerLinking
        ),
        .executableTarget(
            name: "FuzzCSVRender",
            dependencies: ["FuzzDriver", "FuzzSupport", .product(name: "TableStyleRender", package: "TableStyleKit")],
            linkerSettings: fuzzerLinking
        ),
        .executableTarget(
            name: "FuzzJSONData",
            dependencies: ["FuzzDriver", "FuzzSupport", .product(name: "TableStyleRender", package: "TableStyleKit")],
            linkerSettings: fuzzerLinking
        ),
        .executableTarget(
            name: "FuzzSchema",
            dependencies: [
                "FuzzDriver",
                .product(name: "TableStyleTheme", package: "TableStyleKit"),
                .product(name: "TableStyleSchema", package: "TableStyleKit"),
                .product(name: "TableStyleYAML", package: "TableStyleKit"),
            ],
            linkerSettings: fuzzerLinking
        ),
        .executableTarget(
            name: "FuzzManifest",
            dependencies: [
                "FuzzDriver",
                .product(name: "TableStyleTheme", package: "TableStyleKit"),
                .product(name: "TableStyleEngine", package: "TableStyleKit"),
                .product(name: "TableStyleYAML", package: "TableStyleKit"),
            ],
            linkerSettings: fuzzerLinking
        ),
        .executableTarget(
            name: "FuzzArguments",
            dependencies: [
                "FuzzDriver",
                .product(name: "ThemeCheckCore", package: "TableStyleKit"),
                .product(name: "TableStyleTheme", package: "TableStyleKit"),
            ],
            linkerSettings: fuzzerLinking
        ),
    ],
    swiftLanguageModes: [.v6]
)
