import Mustache

/// Writes a value as JSON the way Foundation's `JSONEncoder` does with sorted keys, pretty
/// printing and slashes as they are (`trellis context`, `trellis schema`), without Foundation:
/// keys sorted, two spaces of indentation, ` : ` between a key and its value, an empty list or
/// object as a blank line between its brackets.
enum PrettyJSON {
    /// The JSON of what `value` encodes to, ending with a line break.
    static func text(encoding value: some Encodable) throws -> String {
        text(of: try MustacheValue(encoding: value))
    }

    /// The JSON of `value`, ending with a line break.
    static func text(of value: MustacheValue) -> String {
        var output: [UInt8] = []
        write(value, indentation: 0, to: &output)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ value: MustacheValue, indentation: Int, to output: inout [UInt8]) {
        switch value {
        case .null, .lazy: output += Array("null".utf8)
        case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
        case .int(let number): output += Array(String(number).utf8)
        case .double(let number): output += Array(String(number).utf8)
        case .string(let text): JSONStringWriter.append(text, to: &output)
        case .array(let elements):
            writeContainer("[", "]", elements.map { (nil, $0) }, indentation: indentation, to: &output)
        case .record(let record):
            write(.object(record.members), indentation: indentation, to: &output)
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }.map { (Optional($0.key), $0.value) }
            writeContainer("{", "}", sorted, indentation: indentation, to: &output)
        }
    }

    private static func writeContainer(
        _ open: Unicode.Scalar, _ close: Unicode.Scalar, _ elements: [(key: String?, value: MustacheValue)],
        indentation: Int, to output: inout [UInt8]
    ) {
        output.append(UInt8(ascii: open))
        output.append(UInt8(ascii: "\n"))
        if elements.isEmpty { output.append(UInt8(ascii: "\n")) }
        for (offset, element) in elements.enumerated() {
            output += Array(repeating: UInt8(ascii: " "), count: indentation + 2)
            if let key = element.key {
                JSONStringWriter.append(key, to: &output)
                output += Array(" : ".utf8)
            }
            write(element.value, indentation: indentation + 2, to: &output)
            if offset < elements.count - 1 { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
        }
        output += Array(repeating: UInt8(ascii: " "), count: indentation)
        output.append(UInt8(ascii: close))
    }
}
