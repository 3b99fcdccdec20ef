import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// The whole state of a session as text, for a front end that keeps its tape between runs.
///
/// The text is UTF-8, one line per part, the first `countonme-keypad 1` (the version of the
/// format). It holds what the session means, not what it shows: typed numbers as typed (ASCII),
/// values as exact input (`42`, `(-7/2)`, the expression of an irrational one; never an amount,
/// whose sign one locale reads and another not, nor an assignment), the keys applied
/// to an operand by name, and the angle unit. The settings and locale are not in it: a restored
/// state is shown in the session's own, and a state saved in French is restored in Arabic.
///
///     countonme-keypad 1
///     angle degrees
///     memory value:result:6:(-7/2)
///     pieces typed:12.5 * ( value:result:1:5|squareRoot +
///     current typed:3
///     history value:result:2:20 value:result:1:5 * typed:4
extension KeypadSession {
    /// The first line of a saved state: the format and its version.
    static let savedStateHeader = "countonme-keypad 1"

    /// A saved state that cannot be restored.
    static let invalidState = CalculationError.invalidArgument(Message(.keypadInvalidState))

    /// The session's whole state (the calculation on display, the shown result and the operation
    /// `=` repeats, the memory, the history tape, the angle unit) as text that
    /// ``restore(savedState:)`` takes back, in this or any session.
    public var savedState: String {
        var lines = [Self.savedStateHeader, "angle " + (state.angleUnit == .degrees ? "degrees" : "radians")]
        if let memory = state.memory { lines.append("memory " + SavedStateWriter.value(memory)) }
        if let result = state.result { lines.append("result " + SavedStateWriter.value(result)) }
        if state.showsResult { lines.append("showing-result") }
        if !state.resultPieces.isEmpty { lines.append("result-pieces " + SavedStateWriter.pieces(state.resultPieces)) }
        if !state.pieces.isEmpty { lines.append("pieces " + SavedStateWriter.pieces(state.pieces)) }
        if let current = state.current { lines.append("current " + SavedStateWriter.operand(current)) }
        if let (operation, operand) = state.lastOperation {
            lines.append("last-operation " + SavedStateWriter.pieces([operation] + operand))
        }
        for entry in state.history {
            lines.append("history " + SavedStateWriter.value(entry.value) + " " + SavedStateWriter.pieces(entry.pieces))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Replaces the session's state with one ``savedState`` gave, written in the session's
    /// locale and settings. Text that is not such a state (damaged, or from a newer version), or a
    /// value the session's limits refuse, raises an alert and changes nothing.
    @discardableResult
    public func restore(savedState text: String) -> KeypadAlert? {
        let next: KeypadState
        do throws(CalculationError) {
            var reader = SavedStateReader(text: text)
            let read = try reader.state()
            do {
                next = try rewritten(read)
            } catch where ![.resultTooLarge, .resultTooSmall, .inputTooLong, .nestingTooDeep, .outOfMemory].contains(error.code) {
                // A value that does not evaluate (`1/0`) was not written by a session: the text
                // is damaged. One the session's limits refuse says so.
                throw Self.invalidState
            }
        } catch {
            return raise(error)
        }
        commit(next)
        return nil
    }

    /// The operators the keys type.
    static let infixOperators = KeypadKey.allCases.compactMap(\.infixOperator)
}

/// Writes the parts of a saved state.
private enum SavedStateWriter {
    static func value(_ value: KeypadValue) -> String {
        "value:" + value.writing.rawValue + ":" + String(value.input.utf8.count) + ":" + value.input
    }

    static func operand(_ operand: KeypadOperand) -> String {
        var text: String
        switch operand.base {
        case .typed(let number): text = "typed:" + typed(number)
        case .value(let kept): text = value(kept)
        case .constant(let constant): text = constant.plainText
        }
        for transform in operand.transforms { text += "|" + transform.rawValue }
        if operand.isFinished { text += "|finished" }
        return text
    }

    /// `-12.5E-3`: the sign, the digits as typed, `.` when the separator was typed, `E` after `EXP`.
    static func typed(_ number: KeypadState.TypedNumber) -> String {
        var text = (number.negative ? "-" : "") + number.integer
        if let fraction = number.fraction { text += "." + fraction }
        if let exponent = number.exponent { text += "E" + (number.exponentNegative ? "-" : "") + exponent }
        return text
    }

    static func pieces(_ pieces: [KeypadState.Piece]) -> String {
        pieces.map { piece in piece.operand.map(operand) ?? piece.input }.joined(separator: " ")
    }
}

/// Reads a saved state, checking each part: anything unexpected makes the whole text invalid.
/// Displays are left empty (``KeypadSession/rewritten(_:)`` writes them).
private struct SavedStateReader {
    let lines: [Substring.UTF8View]
    /// The current line's bytes and position.
    private var bytes: [UInt8] = []
    private var position = 0

    init(text: String) {
        lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    private static var invalid: CalculationError { KeypadSession.invalidState }

    mutating func state() throws(CalculationError) -> KeypadState {
        guard let first = lines.first, first.elementsEqual(KeypadSession.savedStateHeader.utf8) else { throw Self.invalid }
        var s = KeypadState()
        var seen: Set<String> = []
        for line in lines.dropFirst() where !line.isEmpty {
            bytes = Array(line)
            position = 0
            let keyword = word()
            guard position == bytes.count || (take(UInt8(ascii: " ")) && position < bytes.count) else { throw Self.invalid }
            // Every part but the history comes once.
            guard keyword == "history" || seen.insert(keyword).inserted else { throw Self.invalid }
            switch keyword {
            case "angle":
                switch word() {
                case "degrees": s.angleUnit = .degrees
                case "radians": s.angleUnit = .radians
                default: throw Self.invalid
                }
            case "memory": s.memory = try value()
            case "result": s.result = try value()
            case "showing-result": s.showsResult = true
            case "result-pieces": s.resultPieces = try pieces(complete: true)
            case "pieces": s.pieces = try pieces(complete: false)
            case "current": s.current = try operand()
            case "last-operation":
                let operation = try piece()
                guard operation.role == .binaryOperator, take(UInt8(ascii: " ")) else { throw Self.invalid }
                s.lastOperation = (operation, try pieces(complete: true))
            case "history":
                let result = try value()
                guard take(UInt8(ascii: " ")) else { throw Self.invalid }
                s.history.append(KeypadHistoryEntry(pieces: try pieces(complete: true), value: result))
            default: throw Self.invalid
            }
            guard position == bytes.count else { throw Self.invalid }
        }
        // A shown result needs its result; an operand being edited comes after an operator.
        if s.showsResult && (s.result == nil || !s.pieces.isEmpty || s.current != nil) { throw Self.invalid }
        if s.current != nil && s.endsWithOperand { throw Self.invalid }
        return s
    }

    // MARK: Parts

    private mutating func pieces(complete: Bool) throws(CalculationError) -> [KeypadState.Piece] {
        var pieces: [KeypadState.Piece] = []
        repeat {
            pieces.append(try piece())
        } while take(UInt8(ascii: " "))
        try Self.check(pieces, complete: complete)
        return pieces
    }

    /// Pieces in an order the keys make: an operand or `(` first and after an operator or `(`,
    /// an operator or `)` after an operand or `)`, never more `)` than `(`; a complete calculation
    /// ends with an operand or `)` and closes every `(`.
    private static func check(_ pieces: [KeypadState.Piece], complete: Bool) throws(CalculationError) {
        var depth = 0, afterOperand = false
        for piece in pieces {
            switch piece.role {
            case .operand, .open:
                guard !afterOperand else { throw invalid }
                if piece.role == .open { depth += 1 } else { afterOperand = true }
            case .binaryOperator, .close:
                guard afterOperand else { throw invalid }
                if piece.role == .close {
                    depth -= 1
                    guard depth >= 0 else { throw invalid }
                } else {
                    afterOperand = false
                }
            }
        }
        if complete && (!afterOperand || depth != 0 || pieces.isEmpty) { throw invalid }
    }

    private mutating func piece() throws(CalculationError) -> KeypadState.Piece {
        if take("(") { return .open }
        if take(")") { return .close }
        for op in KeypadSession.infixOperators where take(op.plainText) { return .binary(op) }
        return .operand(try operand(), display: "")
    }

    private mutating func operand() throws(CalculationError) -> KeypadOperand {
        var operand: KeypadOperand
        if take("typed:") {
            operand = KeypadOperand(base: .typed(try typed()))
        } else if let constant = Constant.allCases.first(where: { $0 != .answer && take($0.plainText) }) {
            operand = KeypadOperand(base: .constant(constant))
        } else {
            operand = .value(try value())
        }
        while take(UInt8(ascii: "|")) {
            let name = word(endingAt: UInt8(ascii: "|"))
            if name == "finished", !operand.isFinished, operand.transforms.isEmpty, case .typed = operand.base {
                operand.isFinished = true
            } else if let transform = KeypadOperand.Transform(rawValue: name), !operand.isFinished {
                operand.transforms.append(transform)
            } else {
                throw Self.invalid
            }
        }
        return operand
    }

    private mutating func value() throws(CalculationError) -> KeypadValue {
        guard take("value:"), let writing = KeypadValue.Writing(rawValue: word(endingAt: UInt8(ascii: ":"))),
              take(UInt8(ascii: ":")) else { throw Self.invalid }
        let digits = word(endingAt: UInt8(ascii: ":"))
        guard take(UInt8(ascii: ":")), !digits.isEmpty, digits.utf8.count <= 9,
              digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let length = Int(digits),
              length > 0, length <= bytes.count - position else { throw Self.invalid }
        let input = bytes[position..<(position + length)]
        position += length
        // Input as the session writes it: printable ASCII, and the degree sign (°, C2 B0).
        var index = input.startIndex
        while index < input.endIndex {
            let byte = input[index]
            if byte == 0xC2, index + 1 < input.endIndex, input[index + 1] == 0xB0 {
                index += 2
                continue
            }
            guard byte >= 0x20 && byte < 0x7F else { throw Self.invalid }
            index += 1
        }
        return KeypadValue(input: String(decoding: input, as: UTF8.self), writing: writing, display: "")
    }

    private mutating func typed() throws(CalculationError) -> KeypadState.TypedNumber {
        var number = KeypadState.TypedNumber()
        number.negative = take(UInt8(ascii: "-"))
        guard let integer = digits(), !integer.isEmpty else { throw Self.invalid }
        // A typed integer part has no leading zero but a lone 0.
        guard integer == "0" || !integer.hasPrefix("0") else { throw Self.invalid }
        number.integer = integer
        if take(UInt8(ascii: ".")) { number.fraction = digits() ?? "" }
        if take(UInt8(ascii: "E")) {
            number.exponentNegative = take(UInt8(ascii: "-"))
            number.exponent = digits() ?? ""
        }
        return number
    }

    // MARK: Bytes

    /// The bytes up to `end` or a space or the end of the line.
    private mutating func word(endingAt end: UInt8 = UInt8(ascii: " ")) -> String {
        let start = position
        while position < bytes.count, bytes[position] != end, bytes[position] != UInt8(ascii: " "), bytes[position] != UInt8(ascii: "|") {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// ASCII digits at the position, `nil` when there are none.
    private mutating func digits() -> String? {
        let start = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") { position += 1 }
        return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }

    /// Takes `byte` when it comes next.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Takes `text` when it comes next: a prefix when it ends with `:` (`typed:`), else a whole
    /// word (followed by a space, `|` or the end of the line).
    private mutating func take(_ text: String) -> Bool {
        let expected = text.utf8
        let end = position + expected.count
        guard end <= bytes.count, bytes[position..<end].elementsEqual(expected) else { return false }
        if expected.last != UInt8(ascii: ":"), end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "|") {
            return false
        }
        position = end
        return true
    }
}
