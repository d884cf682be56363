/// A JSON number's text as sign, significant digits and a power of ten, without going
/// through a binary floating-point value: what a `Decimal` default needs to stay exact.
struct DecimalNumber: Equatable {
    var isNegative: Bool
    /// The significant digits, without leading or trailing zeros; empty for zero.
    var digits: String
    /// The value is `digits × 10^exponent`.
    var exponent: Int

    /// `Decimal` keeps 38 digits, but the generated code writes the significand as an `Int`
    /// literal, so 18 digits always fit.
    static let maximumDigits = 18
    /// The powers of ten `Decimal` can represent.
    static let exponentRange = -128...127

    /// Reads the JSON number `text` (`-12.50e3`); nil when it is not one.
    init?(jsonNumber text: String) {
        var scalars = Substring(text).unicodeScalars[...]
        isNegative = scalars.first == "-"
        if isNegative { scalars = scalars.dropFirst() }
        let mantissaEnd = scalars.firstIndex { $0 == "e" || $0 == "E" } ?? scalars.endIndex
        let mantissa = scalars[..<mantissaEnd]
        var exponent = 0
        if mantissaEnd != scalars.endIndex {
            var exponentText = scalars[scalars.index(after: mantissaEnd)...]
            let negativeExponent = exponentText.first == "-"
            if exponentText.first == "-" || exponentText.first == "+" { exponentText = exponentText.dropFirst() }
            guard !exponentText.isEmpty else { return nil }
            for scalar in exponentText {
                guard ("0"..."9").contains(scalar) else { return nil }
                let digit = Int(scalar.value) - 48
                // Saturate: any exponent past a million is out of every range anyway.
                exponent = min(exponent * 10 + digit, 1_000_000)
            }
            if negativeExponent { exponent = -exponent }
        }
        var allDigits = ""
        var fractionLength = 0
        var seenPoint = false
        for scalar in mantissa {
            if scalar == "." && !seenPoint {
                seenPoint = true
            } else if ("0"..."9").contains(scalar) {
                allDigits.unicodeScalars.append(scalar)
                if seenPoint { fractionLength += 1 }
            } else {
                return nil
            }
        }
        guard !allDigits.isEmpty else { return nil }
        var significant = Substring(allDigits).drop { $0 == "0" }
        var trailingZeros = 0
        while significant.last == "0" {
            significant = significant.dropLast()
            trailingZeros += 1
        }
        digits = String(significant)
        self.exponent = digits.isEmpty ? 0 : exponent - fractionLength + trailingZeros
        if digits.isEmpty { isNegative = false }
    }

    /// Why this number cannot be a `Decimal` default; nil when it can.
    var decimalProblem: String? {
        if digits.count > Self.maximumDigits {
            return "a Decimal default has at most \(Self.maximumDigits) significant digits"
        }
        if !digits.isEmpty, !Self.exponentRange.contains(exponent) {
            return "out of the range of Decimal"
        }
        return nil
    }

    /// The number in positional notation (`16777216`, `-0.00125`), for messages.
    var plainText: String {
        guard !digits.isEmpty else { return "0" }
        let sign = isNegative ? "-" : ""
        if exponent >= 0 { return sign + digits + String(repeating: "0", count: exponent) }
        let fractionLength = -exponent
        if fractionLength >= digits.count {
            return sign + "0." + String(repeating: "0", count: fractionLength - digits.count) + digits
        }
        return sign + digits.dropLast(fractionLength) + "." + digits.suffix(fractionLength)
    }

    /// The Swift expression of this number as a `Decimal`: an integer literal when it is whole
    /// and small, else an exact `Decimal(sign:exponent:significand:)`.
    var decimalExpression: String {
        let sign = isNegative ? "-" : ""
        if digits.isEmpty { return "0" }
        if exponent >= 0, digits.count + exponent <= Self.maximumDigits {
            return SwiftLiteral.groupingDigits(sign + digits + String(repeating: "0", count: exponent))
        }
        let significand = SwiftLiteral.groupingDigits(digits)
        return "Decimal(sign: \(isNegative ? ".minus" : ".plus"), exponent: \(exponent), significand: \(significand))"
    }
}
