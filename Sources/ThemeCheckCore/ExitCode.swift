/// The exit codes of themecheck (Docs/themecheck.md#exit-codes).
public enum ExitCode: Int32, Sendable, Hashable, CaseIterable {
    /// Everything checked is valid (warnings allowed unless `--strict`), or the command succeeded.
    case success = 0
    /// The themes have problems (errors, or warnings under `--strict`).
    case problems = 1
    /// A usage error, or an input that could not be read.
    case usageOrInput = 2
}
