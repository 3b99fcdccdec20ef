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

    /// The scientific keys, a second panel left of the grid when the terminal is wide enough, as
    /// on the Polish scientific calculator the keypad grew from.
    static let scientificGrid: [[KeypadKey]] = [
        [.angleUnit, .pi, .euler, .exponent],
        [.sine, .cosine, .tangent, .cotangent],
        [.arcsine, .arccosine, .arctangent, .modulo],
        [.naturalLogarithm, .logarithm, .cube, .factorial],
    ]

    /// The key a typed character stands for.
    static func key(forCharacter code: Int32) -> KeypadKey? {
        // Every shortcut here is listed, with its meaning, in the hint (CommandText.keypadHint).
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
        case 33: return .factorial                       // !
        case 112: return .pi                             // p
        case 100: return .angleUnit                      // d
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
        /// Columns of keys left of the main grid: the scientific panel's, or none when the
        /// terminal is too narrow for it.
        let panelColumns: Int

        init(width: Int, height: Int) {
            let scientific = KeypadScreen.scientificGrid.map(\.count).max() ?? 0
            panelColumns = width >= 2 + (5 + scientific) * 5 ? scientific : 0
            let columns = 5 + panelColumns
            cellWidth = max(5, min(9, (width - 2) / columns))
            displayWidth = cellWidth * columns
            // Two lines a key row when there is room, else one.
            rowStep = height >= 4 + KeypadScreen.grid.count * 2 + 3 ? 2 : 1
            // A blank line under the display when there is room for it.
            gridTop = height >= 5 + KeypadScreen.grid.count + 2 ? 5 : 4
        }

        var messageRow: Int { gridTop + KeypadScreen.grid.count * rowStep }

        /// The smallest terminal the keypad fits: five narrow keys across; the display, one line
        /// per key row and the alert line (the hint shows where there is room).
        static let minimumColumns = 2 + 5 * 5
        static let minimumLines = 4 + KeypadScreen.grid.count + 1

        /// The key at a screen position, if any.
        func key(atRow row: Int, column: Int) -> KeypadKey? {
            guard (row - gridTop) >= 0, (row - gridTop) % rowStep == 0, column >= 1 else { return nil }
            let gridRow = (row - gridTop) / rowStep, cell = (column - 1) / cellWidth
            let (keys, gridColumn) = cell < panelColumns ? (KeypadScreen.scientificGrid, cell) : (KeypadScreen.grid, cell - panelColumns)
            guard keys.indices.contains(gridRow), keys[gridRow].indices.contains(gridColumn) else { return nil }
            return keys[gridRow][gridColumn]
        }

        /// Each key drawn, with its row and the column of its cell's left edge.
        var cells: [(key: KeypadKey, row: Int, column: Int)] {
            var cells: [(key: KeypadKey, row: Int, column: Int)] = []
            let panels = panelColumns > 0 ? [(KeypadScreen.scientificGrid, 0), (KeypadScreen.grid, panelColumns)] : [(KeypadScreen.grid, 0)]
            for (keys, firstColumn) in panels {
                for (rowIndex, row) in keys.enumerated() {
                    for (columnIndex, key) in row.enumerated() {
                        cells.append((key, gridTop + rowIndex * rowStep, 1 + (firstColumn + columnIndex) * cellWidth))
                    }
                }
            }
            return cells
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
        var view = View()
        session.onAlert = { alert in
            // A title that says what the message says is shown once.
            view.message = alert.title == alert.message ? alert.message : alert.title + " — " + alert.message
        }
        draw(view)
        while true {
            let code = screen_read_key()
            if Self.quits(code) { break }
            var pressed: KeypadKey?
            switch code {
            case SCREEN_KEY_MOUSE:
                var row: Int32 = 0, column: Int32 = 0
                if screen_mouse_position(&row, &column) {
                    pressed = Layout(width: Int(screen_columns()), height: Int(screen_lines())).key(atRow: Int(row), column: Int(column))
                }
            case SCREEN_KEY_LEFT: view.scroll += 1
            case SCREEN_KEY_RIGHT: view.scroll = max(0, view.scroll - 1)
            case SCREEN_KEY_RESIZE: break
            default: pressed = Self.key(forCharacter: code)
            }
            if let pressed {
                view.message = ""
                view.scroll = 0
                _ = session.press(pressed)
            }
            draw(view)
        }
    }

    /// What the screen shows besides the session: the last alert, and how far a number wider
    /// than the display is scrolled (in columns from its end).
    struct View {
        var message = ""
        var scroll = 0
    }

    /// The part of `text` that fits in `width` columns, right-aligned, ending `scroll` columns
    /// before its end (clamped): a cut side is marked with `…`, so that a number is never shown
    /// cut as if it were whole.
    static func window(_ text: String, width: Int, scroll: Int) -> String {
        let characters = Array(text)
        let total = TerminalColumns.count(text)
        guard total > width else { return String(repeating: " ", count: width - total) + text }
        // Columns hidden on the right, at most as many as leave a full window.
        let hiddenRight = min(max(0, scroll), total - (width - 2))
        var end = characters.count, skipped = 0
        while skipped < hiddenRight, end > 0 { end -= 1; skipped += TerminalColumns.count(String(characters[end])) }
        let rightMark = end < characters.count ? "…" : ""
        let room = width - 1 - rightMark.count   // one column for the left `…`
        var start = end, used = 0
        while start > 0 {
            let next = TerminalColumns.count(String(characters[start - 1]))
            if used + next > room { break }
            used += next
            start -= 1
        }
        let leftMark = start > 0 ? "…" : " "
        let shown = String(characters[start..<end])
        return leftMark + String(repeating: " ", count: max(0, room - used)) + shown + rightMark
    }

    /// `text` cut into lines of at most `width` columns at its `separator`s ("  ·  " between
    /// the hint's items, spaces in prose); a piece wider than a line (a sentence in a language
    /// written without spaces) is cut where the width ends.
    static func wrapped(_ text: String, width: Int, separator: String = "  ·  ") -> [String] {
        var lines: [String] = [], line = ""
        func cut(_ piece: String) -> [String] {
            var parts: [String] = [], part = ""
            for character in piece {
                if TerminalColumns.count(part + String(character)) > width, !part.isEmpty { parts.append(part); part = "" }
                part.append(character)
            }
            return parts + [part]
        }
        for item in text.components(separatedBy: separator) {
            let candidate = line.isEmpty ? item : line + separator + item
            if TerminalColumns.count(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            let pieces = cut(item)
            lines += pieces.dropLast()
            line = pieces.last ?? ""
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func draw(_ view: View) {
        screen_erase()
        let width = Int(screen_columns()), height = Int(screen_lines())
        guard width >= Layout.minimumColumns && height >= Layout.minimumLines else {
            // Say so rather than draw a garbled frame or hide the alert.
            let text = CommandText.keypadTooSmall(.integer(Layout.minimumColumns), .integer(Layout.minimumLines),
                                                  .integer(width), .integer(height))
            for (row, line) in Self.wrapped(text, width: max(1, width), separator: " ").prefix(max(1, height)).enumerated() {
                screen_write_at(Int32(row), 0, line)
            }
            return screen_refresh()
        }
        let layout = Layout(width: width, height: height)
        let inner = layout.displayWidth - 2
        let display = session.display
        // The memory and angle indicators, left of the main line, as on a pocket calculator.
        let indicator = (session.memoryIsSet ? "M " : "  ") + display.angleIndicator + " "
        screen_write_at(0, 1, "┌" + String(repeating: "─", count: inner) + "┐")
        screen_write_at(1, 1, "│" + Self.window(display.expression, width: inner, scroll: 0) + "│")
        screen_write_at(2, 1, "│" + indicator)
        screen_attribute(SCREEN_BOLD, true)
        screen_write(Self.window(display.main, width: inner - indicator.count, scroll: view.scroll))
        screen_attribute(SCREEN_BOLD, false)
        screen_write("│")
        screen_write_at(3, 1, "└" + String(repeating: "─", count: inner) + "┘")
        for (key, row, column) in layout.cells {
            let label = session.label(for: key)
            let padding = max(0, layout.cellWidth - 2 - TerminalColumns.count(label))
            let cell = "[" + String(repeating: " ", count: padding / 2) + label + String(repeating: " ", count: padding - padding / 2) + "]"
            screen_write_at(Int32(row), Int32(column), cell)
        }
        if !view.message.isEmpty {
            screen_attribute(SCREEN_REVERSE, true)
            // The alert wraps rather than running off the screen.
            for (index, line) in Self.wrapped(view.message, width: width - 2, separator: " ").prefix(2).enumerated() {
                screen_write_at(Int32(layout.messageRow + index), 1, " " + line + " ")
            }
            screen_attribute(SCREEN_REVERSE, false)
        }
        let hintTop = layout.messageRow + (view.message.isEmpty ? 1 : 2)
        screen_attribute(SCREEN_DIM, true)
        for (index, line) in Self.wrapped(CommandText.keypadHint(), width: width - 2).prefix(max(0, height - hintTop)).enumerated() {
            screen_write_at(Int32(hintTop + index), 1, line)
        }
        screen_attribute(SCREEN_DIM, false)
        screen_refresh()
    }
}
