import TableStyleTheme
import ThemeCheckCore

/// The most arguments taken from one input (a real command line has a handful).
let maximumArguments = 64

/// One input is a command line: byte 0 picks the environment (bit 0: standard output is a terminal,
/// bit 1: colour, bits 2–7 times 8: the terminal's width, 0 for none), the rest is the arguments
/// separated by NUL bytes, as `argv` holds them (invalid UTF-8 is repaired, as `CommandLine.arguments`
/// does).
///
/// Every command line is parsed (`CommandParser.parse`); one that does not parse is run through
/// `ThemeCheck.run` too, which renders the usage error. A parsed command runs when it cannot touch the
/// file system: help, version and schema, and `render` and `explain` of a bundled theme with the
/// demo table (the data file and plugin manifest are dropped, the theme must be a bundled name), so
/// every option value reaches the table it shapes. Validation reads the paths it is given, so it is
/// parsed only.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let flags = bytes[0]
    let width = Int(flags >> 2) * 8
    let environment = ToolEnvironment(
        standardOutputIsTerminal: flags & 1 != 0, usesColor: flags & 2 != 0,
        terminalWidth: width == 0 ? nil : width)
    let arguments = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
        .prefix(maximumArguments)
        .map { String(decoding: $0, as: UTF8.self) }

    let command: Command
    do {
        command = try CommandParser.parse(arguments)
    } catch {
        _ = ThemeCheck.run(arguments, environment: environment)
        return 0
    }
    switch command {
    case .help, .version, .schema:
        _ = ThemeCheck.run(command, environment: environment)
    case .validate:
        break
    case .render(var options):
        guard BundledResources.themeNames.contains(options.table.theme) else { return 0 }
        options.table.data = nil
        options.table.plugins = nil
        // Never write files or loop: the output goes to the result, and `run` renders once.
        options.output = nil
        options.watch = false
        _ = ThemeCheck.run(.render(options), environment: environment)
    case .diff(var options):
        let names = BundledResources.themeNames
        guard names.contains(options.table.theme), names.contains(options.otherTheme) else { return 0 }
        options.table.data = nil
        options.table.plugins = nil
        _ = ThemeCheck.run(.diff(options), environment: environment)
    case .show(let options):
        guard BundledResources.themeNames.contains(options.theme) else { return 0 }
        _ = ThemeCheck.run(.show(options), environment: environment)
    case .gallery, .compile:
        // They write files: parsing them is what is fuzzed.
        break
    case .explain(var options):
        guard BundledResources.themeNames.contains(options.table.theme) else { return 0 }
        options.table.data = nil
        options.table.plugins = nil
        _ = ThemeCheck.run(.explain(options), environment: environment)
    }
    return 0
}

/// `fuzz` as the C function pointer `main.swift` hands to libFuzzer (taken here, in the file that
/// defines it, so the `@_cdecl` thunk is emitted once).
let testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt = fuzz
