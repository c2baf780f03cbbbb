import Foundation

/// Which theme a source is, for cycle detection across files.
enum ThemeSourceIdentity: Hashable, Sendable {
    case file(String)
    case inCode(String)
    case bundled(String)
}

/// A theme's text (or file to read) and where `extends` looks first.
struct ThemeSource: Sendable {
    var identity: ThemeSourceIdentity
    var file: String
    var folder: String?
    /// The text, or `nil` to read ``file`` from disk.
    var text: String?

    init(identity: ThemeSourceIdentity, file: String, folder: String?, text: String?) {
        self.identity = identity
        self.file = file
        self.folder = folder
        self.text = text
    }

    init(fileAt path: String) {
        let url = URL(fileURLWithPath: path)
        self.init(
            identity: .file(url.standardizedFileURL.path), file: path,
            folder: url.deletingLastPathComponent().path, text: nil)
    }

    init(text: String, file: String) {
        if file.hasPrefix("<") {
            self.init(identity: .inCode(file), file: file, folder: nil, text: text)
        } else {
            let url = URL(fileURLWithPath: file)
            self.init(
                identity: .file(url.standardizedFileURL.path), file: file,
                folder: url.deletingLastPathComponent().path, text: text)
        }
    }
}
