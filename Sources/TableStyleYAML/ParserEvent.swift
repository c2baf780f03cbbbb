/// One event of libyaml's event stream, converted to Swift values at the C boundary.
enum ParserEvent {
    case streamStart
    case streamEnd
    case documentStart
    case documentEnd
    case alias(anchor: String, mark: Mark)
    case scalar(text: String, style: YAMLScalar.Style, tag: String?, anchor: String?, mark: Mark)
    case sequenceStart(tag: String?, anchor: String?, mark: Mark)
    case sequenceEnd
    case mappingStart(tag: String?, anchor: String?, mark: Mark)
    case mappingEnd
}
