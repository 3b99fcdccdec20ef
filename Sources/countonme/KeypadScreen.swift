#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import TerminalBridge
import CountOnMe

/// The full-screen keypad: the display over a grid of keys, in the session's locale. Keys are
/// pressed by typing or by clicking them; alerts appear on a message line; it redraws when the
/// terminal is resized and leaves the terminal as it found it.
struct KeypadScreen {
    let session: KeypadSession

    /// The key grid, top to bottom, as on a scientific phone calculator.
    static let grid: [[KeypadKey]] = [
        [.memoryClear, .memoryRecall, .memoryAdd, .memorySubtract, .keep],
        [.allClear, .clear, .clearEntry, .toggleSign, .divide],
        [.openParenthesis, .closeParenthesis, .percent, .squareRoot, .multiply],
        [.digit7, .digit8, .digit9, .square, .subtract],
        [.digit4, .digit5, .digit6, .power, .add],
        [.digit1, .digit2, .digit3, .reciprocal, .equals],
        [.digit0, .decimalSeparator],
    ]

    /// The key a typed character stands for.
    static func key(forCharacter code: Int32) -> KeypadKey? {
        if code >= 48 && code <= 57 { return KeypadKey(rawValue: code - 48) }
        switch code {
        case 46, 44: return .decimalSeparator            // . ,
        case 43: return .add                             // +
        case 45: return .subtract                        // -
        case 42, 120, 88: return .multiply               // * x X
        case 47: return .divide                          // /
        case 94: return .power                           // ^
        case 37: return .percent                         // %
        case 40: return .openParenthesis
        case 41: return .closeParenthesis
        case 61, 10, 13, SCREEN_KEY_ENTER: return .equals       // = Enter
        case SCREEN_KEY_BACKSPACE, 127, 8: return .clear        // Backspace
        case 27: return .allClear                        // Esc
        case 114: return .squareRoot                     // r
        case 115: return .square                         // s
        case 105: return .reciprocal                     // i
        case 110: return .toggleSign                     // n
        case 107: return .keep                           // k
        case 101: return .clearEntry                     // e
        case 109: return .memoryRecall                   // m
        case 77: return .memoryAdd                       // M
        default: return nil
        }
    }

    /// Characters that end the session: q, Ctrl-C, Ctrl-D.
    static func quits(_ code: Int32) -> Bool { code == 113 || code == 3 || code == 4 }

    /// Where things are drawn for a terminal of `width` × `height`.
    struct Layout {
        let cellWidth: Int
        let rowStep: Int
        let gridTop: Int
        let displayWidth: Int

        init(width: Int, height: Int) {
            cellWidth = max(5, min(9, (width - 2) / 5))
            displayWidth = cellWidth * 5
            // Two lines a key row when there is room, else one.
            rowStep = height >= 4 + KeypadScreen.grid.count * 2 + 3 ? 2 : 1
            gridTop = 5
        }

        var messageRow: Int { gridTop + KeypadScreen.grid.count * rowStep }

        /// The key at a screen position, if any.
        func key(atRow row: Int, column: Int) -> KeypadKey? {
            guard (row - gridTop) >= 0, (row - gridTop) % rowStep == 0 else { return nil }
            let gridRow = (row - gridTop) / rowStep, gridColumn = (column - 1) / cellWidth
            guard column >= 1, KeypadScreen.grid.indices.contains(gridRow),
                  KeypadScreen.grid[gridRow].indices.contains(gridColumn) else { return nil }
            return KeypadScreen.grid[gridRow][gridColumn]
        }
    }

    func run() throws {
        var reason = [CChar](repeating: 0, count: 256)
        guard screen_load(&reason, reason.count) else {
            ErrorReport.complain(CommandText.keypadNeedsNcurses(.text(String(filledBuffer: reason))))
            throw ExitCode(1)
        }
        useUTF8CharacterType()
        guard screen_start() else { return }
        defer { screen_end() }
        var message = ""
        session.onAlert = { alert in message = alert.title + " — " + alert.message }
        draw(message: message)
        while true {
            let code = screen_read_key()
            if Self.quits(code) { break }
            var pressed: KeypadKey?
            if code == SCREEN_KEY_MOUSE {
                var row: Int32 = 0, column: Int32 = 0
                if screen_mouse_position(&row, &column) {
                    pressed = Layout(width: Int(screen_columns()), height: Int(screen_lines())).key(atRow: Int(row), column: Int(column))
                }
            } else if code != SCREEN_KEY_RESIZE {
                pressed = Self.key(forCharacter: code)
            }
            if let pressed {
                message = ""
                _ = session.press(pressed)
            }
            draw(message: message)
        }
    }

    /// `text` right-aligned in `width` columns (cut on the left when too long).
    private static func rightAligned(_ text: String, width: Int) -> String {
        let characters = Array(text)
        if characters.count >= width { return String(characters.suffix(width)) }
        return String(repeating: " ", count: width - characters.count) + text
    }

    private func draw(message: String) {
        screen_erase()
        let layout = Layout(width: Int(screen_columns()), height: Int(screen_lines()))
        let inner = layout.displayWidth - 2
        let display = session.display
        screen_write_at(0, 1, "┌" + String(repeating: "─", count: inner) + "┐")
        screen_write_at(1, 1, "│" + Self.rightAligned(display.expression, width: inner) + "│")
        screen_write_at(2, 1, "│")
        screen_attribute(SCREEN_BOLD, true)
        screen_write(Self.rightAligned(display.main, width: inner))
        screen_attribute(SCREEN_BOLD, false)
        screen_write("│")
        screen_write_at(3, 1, "└" + String(repeating: "─", count: inner) + "┘")
        for (rowIndex, row) in Self.grid.enumerated() {
            for (columnIndex, key) in row.enumerated() {
                let label = key == .decimalSeparator ? session.decimalSeparatorLabel : key.label
                let padding = max(0, layout.cellWidth - 2 - label.count)
                let cell = "[" + String(repeating: " ", count: padding / 2) + label
                    + String(repeating: " ", count: padding - padding / 2) + "]"
                let y = Int32(layout.gridTop + rowIndex * layout.rowStep)
                screen_write_at(y, Int32(1 + columnIndex * layout.cellWidth), cell)
            }
        }
        if !message.isEmpty {
            screen_attribute(SCREEN_REVERSE, true)
            screen_write_at(Int32(layout.messageRow), 1, " " + message + " ")
            screen_attribute(SCREEN_REVERSE, false)
        }
        screen_attribute(SCREEN_DIM, true)
        screen_write_at(Int32(layout.messageRow + 1), 1, CommandText.keypadHint())
        screen_attribute(SCREEN_DIM, false)
        screen_refresh()
    }
}
