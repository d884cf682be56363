import Foundation

/// Read-only text.
public struct Text: Equatable, Sendable {
    let content: String

    nonisolated public init(verbatim content: String) {
        self.content = content
    }

    /// Shows a string as it is, not looked up (`text/init(_:)-9d1g4`; disfavoured, as the SDK
    /// declares it, so a literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// `text/init(_:tablename:bundle:comment:)`: a literal, with its interpolations formatted.
    /// Nothing is looked up here: the text shows as written.
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        content = key.text
    }
}

/// `localizedstringkey`: the key a `Text` made from a literal looks its string up by. Its
/// interpolations are the SDK's (`LocalizedStringKey.StringInterpolation`): strings, numbers,
/// `Text`, and a value with a format style (`"\(price, format: .currency(code: "EUR"))"`).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let text: String

    public init(_ value: String) {
        text = value
    }

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            text += "\(value)"
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            text += format.format(input)
        }

        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }
    }
}

/// The numbers a `LocalizedStringKey` interpolates with a format specifier, as the SDK's
/// interface declares them.
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

extension Text: View {
    public var body: Never { neverAskedFor() }
}
