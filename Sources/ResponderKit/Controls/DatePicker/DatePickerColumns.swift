import Foundation

/// The wheels of a `UIDatePicker` in one mode: which columns there are, what each row says, and the
/// conversions between a date (or a count-down duration) and the rows selected. It is the data
/// source and delegate of the date picker's inner `UIPickerView` (UIKit's date picker is a
/// `UIPickerView` subclass too).
///
/// ```
///  mode ─▶ columns     .date: month | day | year        .time: hour | minute | AM/PM (12-hour locales)
///                      .dateAndTime: day | hour | minute | AM/PM     .yearAndMonth: month | year
///                      .countDownTimer: hours | minutes
///  date ─▶ rows(for:) ─▶ the wheels       the user's wheels ─▶ date(from:keeping:) ─▶ UIDatePicker
/// ```
@MainActor
final class DatePickerColumns: UIPickerViewDataSource, UIPickerViewDelegate {
    /// One wheel's meaning.
    enum Column: Equatable {
        case month, day, year, hour12, hour24, meridiem, countdownHours
        /// The days around `anchor` (the day shown when the wheels were built), `anchorRow` before it.
        case dayOfSpan
        case minute(interval: Int)
    }

    /// Years the year wheel offers (UIKit's spans centuries; every row is cheap, only those on screen
    /// have views).
    static let years = 1...9999
    /// Days the date-and-time day wheel offers on each side of its anchor day.
    static let daysEachSide = 3650

    weak var owner: UIDatePicker?
    private(set) var columns: [Column] = []
    private(set) var calendar = Calendar(identifier: .gregorian)
    private var anchorDay = Date(timeIntervalSinceReferenceDate: 0)
    private var dayFormatter = DateFormatter()
    private var monthFormatter = DateFormatter()
    /// Days in the month the month and year wheels show now (the day wheel's row count).
    private var daysInShownMonth = 31
    /// Months in the year the year wheel shows now (13 in a Hebrew leap year).
    private var monthsInShownYear = 12
    /// The year the month wheel's titles are for.
    private var shownYear = 2000

    /// Builds the columns for `mode` in `calendar` (its time zone and locale already the picker's),
    /// with the day wheels around `date`.
    func configure(mode: UIDatePicker.Mode, calendar: Calendar, minuteInterval: Int, around date: Date) {
        self.calendar = calendar
        anchorDay = calendar.startOfDay(for: date)
        daysInShownMonth = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        monthsInShownYear = calendar.range(of: .month, in: .year, for: date)?.count ?? 12
        shownYear = calendar.component(.year, from: date)
        monthFormatter = DateFormatter()
        monthFormatter.calendar = calendar
        monthFormatter.timeZone = calendar.timeZone
        monthFormatter.locale = calendar.locale
        monthFormatter.setLocalizedDateFormatFromTemplate("MMMM")
        dayFormatter = DateFormatter()
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.locale = calendar.locale
        dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        let twelveHour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: calendar.locale) ?? "H")
            .contains("a")
        let clock: [Column] = twelveHour ? [.hour12, .minute(interval: minuteInterval), .meridiem]
                                          : [.hour24, .minute(interval: minuteInterval)]
        switch mode {
        case .time: columns = clock
        case .date: columns = [.month, .day, .year]
        case .dateAndTime: columns = [.dayOfSpan] + clock
        case .countDownTimer: columns = [.countdownHours, .minute(interval: minuteInterval)]
        case .yearAndMonth: columns = [.month, .year]
        }
    }

    // MARK: Rows

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard component < columns.count else { return 0 }
        switch columns[component] {
        case .month: return monthsInShownYear
        case .day: return daysInShownMonth
        case .year: return Self.years.count
        case .hour12: return 12
        case .hour24, .countdownHours: return 24
        case .meridiem: return 2
        case .dayOfSpan: return 2 * Self.daysEachSide + 1
        case let .minute(interval): return 60 / interval
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard component < columns.count, row >= 0, row < self.pickerView(pickerView, numberOfRowsInComponent: component)
        else { return nil }
        switch columns[component] {
        case .month:
            // The month's name in the shown year (a Hebrew leap year has Adar I and Adar II).
            let first = calendar.date(from: DateComponents(year: shownYear, month: row + 1, day: 1))
            return first.map(monthFormatter.string(from:)) ?? String(row + 1)
        case .day: return String(row + 1)
        case .year: return String(Self.years.lowerBound + row)
        case .hour12: return String(row == 0 ? 12 : row)
        case .hour24: return String(format: "%02d", row)
        case .countdownHours: return String(row)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .dayOfSpan:
            let day = calendar.date(byAdding: .day, value: row - Self.daysEachSide, to: anchorDay) ?? anchorDay
            return dayFormatter.string(from: day)
        case let .minute(interval): return String(format: "%02d", row * interval)
        }
    }

    /// The widths UIKit's layout gives: wide for the day-and-date and month columns, narrow for the rest.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard component < columns.count else { return 0 }
        let weights = columns.map { column -> CGFloat in
            switch column {
            case .dayOfSpan, .month: return 2.2
            case .year, .countdownHours: return 1.4
            default: return 1
            }
        }
        let spacing = UIPickerView.componentSpacing * CGFloat(max(columns.count - 1, 0))
        let usable = max(pickerView.bounds.width - 16 - spacing, 0)
        return usable * weights[component] / weights.reduce(0, +)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        owner?.wheelsChanged()
    }

    // MARK: Date ⇄ rows

    /// The row of each column that shows `date` (or, counting down, `duration`).
    func rows(for date: Date, duration: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        // A count-down of 0:00 shows as one step of the minute wheel, as UIKit's does.
        let step = columns.compactMap { if case let .minute(interval) = $0 { interval } else { nil } }.first ?? 1
        let totalMinutes = max(Int(duration / 60), step)
        return columns.map { column in
            switch column {
            case .month: return (parts.month ?? 1) - 1
            case .day: return (parts.day ?? 1) - 1
            case .year: return min(max((parts.year ?? 1) - Self.years.lowerBound, 0), Self.years.count - 1)
            case .hour12: return hour % 12
            case .hour24: return hour
            case .meridiem: return hour < 12 ? 0 : 1
            case .countdownHours: return min(totalMinutes / 60, 23)
            case .dayOfSpan:
                let days = calendar.dateComponents([.day], from: anchorDay, to: calendar.startOfDay(for: date)).day ?? 0
                return min(max(days + Self.daysEachSide, 0), 2 * Self.daysEachSide)
            case let .minute(interval):
                let value = columns.contains(.countdownHours) ? totalMinutes % 60 : minute
                return value / interval
            }
        }
    }

    /// The date the wheels' `rows` show, taking what no wheel shows (the seconds, or the time of day
    /// for `.date`) from `base`. A day past the end of the chosen month becomes its last day.
    func date(from rows: [Int], keeping base: Date) -> Date {
        var parts = calendar.dateComponents(
            [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: base)
        var hour12: Int?, afternoon: Bool?
        for (column, row) in zip(columns, rows) {
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = Self.years.lowerBound + row
            case .hour12: hour12 = row
            case .hour24: parts.hour = row
            case .meridiem: afternoon = row == 1
            case let .minute(interval): parts.minute = row * interval
            case .dayOfSpan:
                let day = calendar.date(byAdding: .day, value: row - Self.daysEachSide, to: anchorDay) ?? anchorDay
                let chosen = calendar.dateComponents([.era, .year, .month, .day], from: day)
                (parts.era, parts.year, parts.month, parts.day) = (chosen.era, chosen.year, chosen.month, chosen.day)
            case .countdownHours: break
            }
        }
        if let hour12 { parts.hour = hour12 + ((afternoon ?? ((parts.hour ?? 0) >= 12)) ? 12 : 0) }
        if columns.contains(.month), let year = parts.year,
           let firstOfYear = calendar.date(from: DateComponents(era: parts.era, year: year, month: 1, day: 1)),
           let months = calendar.range(of: .month, in: .year, for: firstOfYear)?.count {
            parts.month = min(parts.month ?? 1, months)
        }
        if columns.contains(.month) || columns.contains(.day), let year = parts.year, let month = parts.month,
           let first = calendar.date(from: DateComponents(era: parts.era, year: year, month: month, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: first)?.count {
            parts.day = min(parts.day ?? 1, days)
        }
        guard let date = calendar.date(from: parts) else { return base }
        // Clocks going back: a local time that happens twice is the first by default; if `base` was in
        // the repeated hour, the wheels mean the second.
        let baseParts = calendar.dateComponents(
            [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: base)
        if let firstBase = calendar.date(from: baseParts), firstBase < base {
            let later = date.addingTimeInterval(base.timeIntervalSince(firstBase))
            let laterParts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: later)
            if laterParts.hour == parts.hour, laterParts.minute == parts.minute, laterParts.day == parts.day {
                return later
            }
        }
        return date
    }

    /// The count-down duration the wheels' `rows` show: at least one step of the minute wheel.
    func duration(from rows: [Int], minuteInterval: Int) -> TimeInterval {
        var minutes = 0
        for (column, row) in zip(columns, rows) {
            switch column {
            case .countdownHours: minutes += row * 60
            case let .minute(interval): minutes += row * interval
            default: break
            }
        }
        return TimeInterval(max(minutes, minuteInterval) * 60)
    }

    /// The wheels whose rows must be read again for `date`: the day wheel when the month's length
    /// changed, the month wheel when the year's months or the year changed (their names depend on it).
    func componentsToReload(for date: Date) -> [Int] {
        var reload: [Int] = []
        let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        if days != daysInShownMonth, let day = columns.firstIndex(of: .day) { reload.append(day) }
        daysInShownMonth = days
        let months = calendar.range(of: .month, in: .year, for: date)?.count ?? 12
        let year = calendar.component(.year, from: date)
        if months != monthsInShownYear || year != shownYear, let month = columns.firstIndex(of: .month) {
            if months != monthsInShownYear || calendar.identifier != .gregorian { reload.append(month) }
        }
        monthsInShownYear = months
        shownYear = year
        return reload
    }

    /// Whether `date` is outside the days the date-and-time day wheel offers (it must be built again
    /// around it).
    func isOutsideDaySpan(_ date: Date) -> Bool {
        guard columns.contains(.dayOfSpan) else { return false }
        let days = calendar.dateComponents([.day], from: anchorDay, to: calendar.startOfDay(for: date)).day ?? 0
        return abs(days) > Self.daysEachSide
    }
}
