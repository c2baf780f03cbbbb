import Foundation
import TableStyleTheme

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many colors a terminal is written with.
public enum TerminalColorMode: String, Sendable, Hashable, CaseIterable {
    /// 24-bit `ESC[38;2;r;g;bm` colors.
    case trueColor
    /// The xterm 256-color palette (`ESC[38;5;nm`), nearest color.
    case ansi256
    /// No escape sequences at all.
    case none

    /// The mode to use for a stream.
    ///
    /// Without `force`, color is written only when the stream is a terminal, `NO_COLOR` is unset or
    /// empty and `TERM` is not `dumb`. The depth is 24-bit when `COLORTERM` is `truecolor` or `24bit`,
    /// else 256 colors.
    /// - Parameters:
    ///   - fileDescriptor: The stream (default standard output).
    ///   - environment: The environment to read (default the process's).
    ///   - force: Write color even when the checks above say not to.
    /// - Returns: The mode.
    public static func detect(
        fileDescriptor: Int32 = 1, environment: [String: String] = ProcessInfo.processInfo.environment,
        force: Bool = false
    ) -> TerminalColorMode {
        if !force {
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            if environment["TERM"] == "dumb" { return .none }
            guard isTerminal(fileDescriptor) else { return .none }
        }
        let depth = environment["COLORTERM"]?.lowercased()
        return depth == "truecolor" || depth == "24bit" ? .trueColor : .ansi256
    }

    /// Whether a file descriptor is a terminal.
    ///
    /// - Parameter fileDescriptor: The descriptor.
    /// - Returns: `isatty` where available, else `false`.
    static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            return isatty(fileDescriptor) != 0
        #else
            return false
        #endif
    }

    /// The nearest xterm-256 palette index of an opaque color (6×6×6 cube or the gray ramp).
    ///
    /// - Parameter color: The color (alpha ignored).
    /// - Returns: A palette index in 16…255.
    static func paletteIndex(_ color: ThemeColor) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for index in levels.indices where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let (r, g, b) = (nearestLevel(color.red), nearestLevel(color.green), nearestLevel(color.blue))
        let cubeDistance =
            sq(levels[r] - Int(color.red)) + sq(levels[g] - Int(color.green)) + sq(levels[b] - Int(color.blue))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let grayStep = min(23, max(0, (average - 8 + 5) / 10))
        let gray = 8 + grayStep * 10
        let grayDistance = sq(gray - Int(color.red)) + sq(gray - Int(color.green)) + sq(gray - Int(color.blue))
        return grayDistance < cubeDistance ? 232 + grayStep : 16 + 36 * r + 6 * g + b
    }

    private static func sq(_ value: Int) -> Int { value * value }

    /// The SGR parameters that set a foreground (`38`) or background (`48`) color.
    ///
    /// - Parameters:
    ///   - color: An opaque color.
    ///   - background: Background instead of foreground.
    /// - Returns: For example `38;2;255;59;48`; empty for ``none``.
    func parameters(_ color: ThemeColor, background: Bool) -> String {
        let prefix = background ? "48" : "38"
        switch self {
        case .trueColor: return "\(prefix);2;\(color.red);\(color.green);\(color.blue)"
        case .ansi256: return "\(prefix);5;\(Self.paletteIndex(color))"
        case .none: return ""
        }
    }
}
