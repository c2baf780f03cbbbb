import Foundation
import TableStyleDiagnostics

/// `themecheck render … --watch`: renders, then re-renders whenever a watched file changes.
///
/// Watched: the theme file and every `*.yaml`/`*.yml` in its folder (where `extends` resolves first, so
/// a parent theme is among them), the data file and the plugin manifest. Files are polled four times a
/// second by size and modification time — no busy loop, and nothing grows: the watched set is re-listed
/// on each poll. A change is rendered within a second. When a render fails (the theme no longer loads),
/// its diagnostics go to standard error and the last good output stays where it is; the next good save
/// replaces it. With `--output`, each render streams into the file through ``OutputFile`` (never held whole);
/// HTML written in watch mode refreshes itself in the browser every second (``AutoRefreshSink``).
struct WatchCommand: Sendable {
    var options: RenderOptions
    var environment: ToolEnvironment
    /// How long to wait between polls.
    var interval: TimeInterval = 0.25

    /// One watched file's state: `nil` when it does not exist.
    struct Stamp: Hashable {
        var size: UInt64
        var modified: Date
    }

    /// Runs until `shouldStop` says so (the executable runs until interrupted).
    ///
    /// An `--output` that is a watched file, or a `*.yaml`/`*.yml` file of the theme's folder (which would
    /// be watched once written, and re-render forever), is refused before the first render.
    ///
    /// - Parameters:
    ///   - emit: Receives each render's output (when there is no `--output`) and messages.
    ///   - shouldStop: Asked after every poll.
    /// - Returns: `.usageOrInput` when the output is refused, else `.success` once stopped.
    @discardableResult
    func run(emit: (ToolResult) -> Void, shouldStop: () -> Bool = { false }) -> ExitCode {
        var once = options
        once.watch = false
        once.output = nil
        let path = options.output
        if let path, let refusal = refusal(of: path) {
            emit(refusal)
            return .usageOrInput
        }
        once.format =
            options.format ?? path.flatMap(RenderFormat.init(fileExtensionOf:))
            ?? (environment.standardOutputIsTerminal && path == nil ? .ansi : .snapshot)
        // `nil` until the first poll, so the first render happens even with nothing to watch (a bundled theme).
        var lastStamps: [String: Stamp?]?
        var renders = 0
        while true {
            let stamps = Self.stamps(of: watchedFiles())
            if stamps != lastStamps {
                lastStamps = stamps
                renders += 1
                let result =
                    path.map { render(once, to: $0) } ?? RenderCommand(options: once, environment: environment).run()
                let time = Self.clock()
                if result.exitCode != .success {
                    let kept = renders > 1 ? "; kept the last good output" : ""
                    emit(
                        ToolResult(
                            exitCode: result.exitCode,
                            standardError: result.standardError + "[\(time)] render failed\(kept)\n"))
                } else if let path {
                    emit(
                        ToolResult(
                            exitCode: .success,
                            standardError: result.standardError + "[\(time)] wrote \(ControlCharacters.escaped(path))\n"
                        ))
                } else {
                    emit(result)
                }
            }
            if shouldStop() { return .success }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// The theme file, the `*.yaml`/`*.yml` files of its folder, the data and the manifest.
    func watchedFiles() -> [String] {
        var files: [String] = []
        let table = options.table
        if FileManager.default.fileExists(atPath: table.theme) {
            files.append(table.theme)
            let folder = (table.theme as NSString).deletingLastPathComponent
            let directory = folder.isEmpty ? "." : folder
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let lowered = name.lowercased()
                guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { continue }
                files.append(folder.isEmpty ? name : folder + "/" + name)
            }
        }
        if let data = table.data { files.append(data) }
        if let plugins = table.plugins { files.append(plugins) }
        return files
    }

    /// The usage error for an `--output` that is read or would be watched, else `nil`.
    func refusal(of output: String) -> ToolResult? {
        if let conflict = OutputFile.inputConflict(
            output, inputs: watchedFiles(), command: .render, option: .renderOutput)
        {
            return conflict
        }
        let lowered = output.lowercased()
        guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml"),
            FileManager.default.fileExists(atPath: options.table.theme),
            let outputFolder = FileCollector.resolved(Self.folder(of: output)),
            outputFolder == FileCollector.resolved(Self.folder(of: options.table.theme))
        else { return nil }
        let message =
            "'\(output)' is in the theme's folder, whose YAML files --watch watches; writing it would re-render "
            + "forever. Please choose another output file."
        let error = CommandLineError(
            command: .render,
            problem: .invalidReference(option: OptionDefinition.renderOutput.synopsis, message: message))
        return ToolResult(exitCode: .usageOrInput, standardError: UsageErrorRenderer.render(error))
    }

    /// The folder `path` is in (`.` for a bare name).
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Size and modification time of each file (`nil` for a missing one).
    static func stamps(of files: [String]) -> [String: Stamp?] {
        var result: [String: Stamp?] = [:]
        for file in files {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
                let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
            else {
                result[file] = .some(nil)
                continue
            }
            result[file] = Stamp(size: size.uint64Value, modified: modified)
        }
        return result
    }

    /// Renders into `path` as it is produced, through the safe output (the previous file stays until the
    /// render succeeded); HTML gets the tag that reloads it every second.
    func render(_ once: RenderOptions, to path: String) -> ToolResult {
        OutputFile.stream(to: path) { sink in
            let command = RenderCommand(options: once, environment: environment)
            guard once.format == .html else { return command.run(standardOutput: sink) }
            let refreshing = AutoRefreshSink(base: sink)
            let result = command.run(standardOutput: refreshing)
            refreshing.finish()
            return result
        }
    }

    /// `HH:MM:SS` now, for the messages.
    static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: Date())
    }
}
