public import Foundation
public import TableStyleTheme

extension Theme {
    /// Reads a theme file with its `extends` chain: YAML with libyaml, or a compiled theme when the
    /// file name ends in `.json`.
    ///
    /// - Parameter url: The file's URL; its folder is searched first for `extends`.
    /// - Throws: ``ThemeError`` with every diagnostic when the theme has errors.
    public init(contentsOf url: URL) throws(ThemeError) {
        if url.pathExtension == "json" {
            try self.init(compiledContentsOf: url)
        } else {
            self = try ThemeRegistry().load(file: url.path).get()
        }
    }
}
